Deno.serve(() => {
  throw new Error('this function throws on every call');
});
