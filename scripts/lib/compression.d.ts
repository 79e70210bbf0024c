// `compression` is Express middleware, but it only needs Node's own request and response, which is
// how serve-static uses it. (@types/compression would pull in all of Express's types.)
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default function compression(): (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void;
}
