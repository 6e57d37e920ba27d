import WebSocket from "ws"

// Node 20 lacks the WebSocket constructor every browser has; the Supabase client looks for it on creation.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket
