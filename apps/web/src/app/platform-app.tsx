import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { LandingPage } from '../features/platform/components/landing-page.tsx';
import { createQueryClient } from './query-client.ts';

/** The platform host (spec §2.2). Sign-up, login and the back-office pages come with their own issue. */
export function PlatformApp() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LandingPage />
    </QueryClientProvider>
  );
}
