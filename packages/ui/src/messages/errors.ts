import type { ApiErrorMessageId } from '@edupassport/api-client';

/**
 * The texts the API client writes itself when the server gave none (by kind, by HTTP status, or a request it could
 * not build), as `useErrorText` shows them in the reader's language. English is the client's own words.
 */
export const errorMessages = {
  apiErrors: {
    network: 'Network error: Please check your connection and try again',
    timeout: 'The server took too long to answer. Please try again.',
    http: 'The server could not complete the request. Please try again.',
    validation: 'The server sent an answer we could not read. Please try again later.',
    aborted: 'The request was cancelled.',
    unauthorized: 'Please log in again to continue.',
    forbidden: 'You do not have permission to do this.',
    notFound: 'We could not find what you were looking for.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    serverError: 'The server had a problem. Please try again later.',
    requestNotPrepared: 'The request could not be prepared. Please check the values and try again.',
    emptyAnswer: 'The server sent an empty answer. Please try again later.',
    pageAnswer: 'The server sent a page instead of data. Please try again later.',
    unreadableAnswer: 'The server sent an answer we could not read. Please try again later.',
    accessToken: 'Could not read the access token.',
    noFetch: 'No fetch implementation is available.',
    imageUrl: 'The image URL could not be prepared.',
    uploadFailed: 'Failed to upload file. Please check your connection and try again.',
    uploadNetwork: 'Network error: Please check your connection and try again',
    uploadTimeout: 'Upload timeout: File may be too large or network is slow',
  } satisfies Record<ApiErrorMessageId, string>,
};
