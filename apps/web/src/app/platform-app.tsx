import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import '#src/app/platform.css';
import { PlatformRoutes } from '#src/app/platform-routes.tsx';
import { createQueryClient } from '#src/app/query-client.ts';

/** The platform host (spec §2.2): the landing page, sign-up and login, the info pages and the back office. */
export function PlatformApp() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <PlatformRoutes />
    </QueryClientProvider>
  );
}
