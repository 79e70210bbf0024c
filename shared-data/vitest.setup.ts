// supabase-js needs a global WebSocket, which Node 20 lacks.
import '@inzira/test-kit/node-websocket';
