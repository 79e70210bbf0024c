import { answer } from '../_shared/answer.ts';

Deno.serve((request) => answer(request));
