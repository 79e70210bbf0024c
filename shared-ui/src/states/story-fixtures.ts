// Text long enough to wrap several times at phone width.
export const longText =
  'We could not find anything that matches the filters you chose for this list of professionals in Kigali, Musanze, Huye and Rubavu. '.repeat(
    3,
  );
