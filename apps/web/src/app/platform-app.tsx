import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '#src/app/query-client.ts';
import { LandingPage } from '#src/features/platform/components/landing-page.tsx';

/** The platform host (spec §2.2). Sign-up, login and the back-office pages come with their own issue. */
export function PlatformApp() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LandingPage />
    </QueryClientProvider>
  );
}
