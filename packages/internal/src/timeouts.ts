/** Room join timeout: the chat transport's default, and what ui's chat starter passes to a host's adapter. */
export const CHAT_JOIN_TIMEOUT_MS = 5000;
