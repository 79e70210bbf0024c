// Adds DOM matchers (toBeInTheDocument, toHaveAttribute) for tests that render.
import '@testing-library/jest-dom/vitest';
