import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A `findBy…` waits for what the visitor would see; some answers come from the local backend's
// Edge Functions on Deno, which on a loaded two-core machine take seconds, not the default 1 s.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
