import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A `findBy…` waits for what the administrator would see; on a loaded two-core machine a lazy
// editor chunk or the local backend's answer takes seconds, not the default 1 s
// (docs/testing.md, "Tests under load").
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
