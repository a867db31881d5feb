/** Strings of the chat starter. */
export const chatMessages = {
  chatOpener: 'Hi, I would like to connect with you!',
  chatLoginRequired: 'Please login to start a chat',
  chatMissingUser: 'Cannot start chat: User data is missing',
  chatSelf: 'You cannot start a chat with yourself',
  chatConnection: 'Connection issue. Please try again',
  chatFailed: 'Failed to start chat. Please try again',
  chatStarted: 'Chat started successfully!',
  chatStarting: 'Starting conversation...',
};
