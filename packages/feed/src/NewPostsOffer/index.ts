export { NewPostsOffer } from './NewPostsOffer';
export type { NewPostsOfferProps } from './NewPostsOffer';
