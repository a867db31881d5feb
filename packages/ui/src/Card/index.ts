export { Card } from './Card';
export { CardHeader, CardBody, CardFooter, CardMedia } from './CardSections';
export type { CardProps, CardElement, CardPadding, CardElevation } from './Card';
export type { CardSectionProps } from './CardSections';
