export { Card, CardHeader, CardBody, CardFooter, CardMedia } from './Card';
export type { CardProps, CardSectionProps, CardElement, CardPadding, CardElevation } from './Card';
