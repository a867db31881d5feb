import { EduContextProvider } from '../EduProvider/context';
import { DateText } from './DateText';

/**
 * One event time in Saudi Arabic, rendered by the server test and hydrated by the browser story: both runtimes'
 * ICU must print the same Arabic-Indic digits on the Gregorian calendar, or hydration would mismatch.
 */
export const saudiDate = (
  <EduContextProvider locale="ar-SA" timeZone="Asia/Riyadh">
    <DateText value="2025-09-18T12:00:00Z" format="weekdayDateTime" />
  </EduContextProvider>
);

/** What the server prints for `saudiDate` (3 pm in Riyadh); the browser story hydrates exactly this. */
export const saudiDateHtml = '<time dateTime="2025-09-18T12:00:00.000Z">الخميس، ١٨ سبتمبر ٢٠٢٥، ٣:٠٠ م</time>';
