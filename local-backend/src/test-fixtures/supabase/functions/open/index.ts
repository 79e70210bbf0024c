import { answer } from '../_shared/answer.ts';

Deno.serve(answer);
