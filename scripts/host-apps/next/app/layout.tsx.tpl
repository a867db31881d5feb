import type { ReactNode } from 'react';
import { StyledComponentsRegistry } from './registry';

export const metadata = { title: 'EDU Passport kit in a fresh Next.js app' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <StyledComponentsRegistry>{children}</StyledComponentsRegistry>
      </body>
    </html>
  );
}
