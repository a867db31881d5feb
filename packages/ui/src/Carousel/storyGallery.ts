/*
 * A school's event gallery for the Carousel stories only (never exported from the package): inline
 * SVGs, like Image/storyImages, because stories run on a closed network.
 */
import { classroomPhoto, eventCover } from '../Image/storyImages';

const picture = (body: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">${body}</svg>`,
  )}`;

const scienceFair = picture(
  `<rect width="640" height="360" fill="#e0f2fe"/>
   <rect x="0" y="250" width="640" height="110" fill="#94a3b8"/>
   ${[0, 1, 2].map((i) => `<rect x="${50 + i * 200}" y="120" width="140" height="100" rx="6" fill="#f8fafc" stroke="#1d4ed8" stroke-width="4"/><rect x="${40 + i * 200}" y="220" width="160" height="40" fill="#b45309"/>`).join('')}
   <path d="M90 190 l30 -50 l30 50z" fill="#b91c1c"/><circle cx="320" cy="165" r="28" fill="#15803d"/>
   <path d="M500 200 v-60 M480 170 h40" stroke="#6d28d9" stroke-width="10" stroke-linecap="round"/>`,
);

const sportsDay = picture(
  `<rect width="640" height="360" fill="#bae6fd"/>
   <circle cx="90" cy="70" r="34" fill="#fde68a"/>
   <rect x="0" y="200" width="640" height="160" fill="#16a34a"/>
   ${[0, 1, 2, 3].map((i) => `<path d="M0 ${230 + i * 32} H640" stroke="#f8fafc" stroke-width="4"/>`).join('')}
   ${[0, 1, 2].map((i) => `<circle cx="${200 + i * 120}" cy="${214 + i * 32}" r="12" fill="#1e3a8a"/><path d="M${200 + i * 120} ${226 + i * 32} l-16 18 M${200 + i * 120} ${226 + i * 32} l16 18" stroke="#1e3a8a" stroke-width="6"/>`).join('')}`,
);

const readingWeek = picture(
  `<rect width="640" height="360" fill="#fef9c3"/>
   ${[0, 1, 2].map((row) => {
     const shelf = 110 + row * 100;
     const books = Array.from({ length: 16 }, (_, i) => `<rect x="${70 + i * 31}" y="${shelf - 70}" width="24" height="70" fill="${['#1d4ed8', '#b91c1c', '#0f766e', '#a16207', '#6d28d9'][(i + row) % 5]}"/>`);
     return `${books.join('')}<rect x="60" y="${shelf}" width="520" height="10" fill="#78350f"/>`;
   }).join('')}`,
);

/** Five photos of a school's year, with the alt text a business would give them. */
export const gallery = [
  { src: eventCover, alt: 'Open day on the main stage' },
  { src: classroomPhoto, alt: 'A Year 4 classroom ready for the new term' },
  { src: scienceFair, alt: 'Projects at the spring science fair' },
  { src: sportsDay, alt: 'The relay race on sports day' },
  { src: readingWeek, alt: 'Shelves of new books for reading week' },
];
