import { WebSocket } from 'ws';

// A Vitest setup file for Node projects: supabase-js builds a realtime client eagerly and
// Node 20 has no global WebSocket.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
