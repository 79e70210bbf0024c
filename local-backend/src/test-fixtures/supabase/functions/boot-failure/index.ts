throw new Error('this function cannot start');
