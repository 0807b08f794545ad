import { useEffect } from 'react';

/** Sets document.title to "{page} | {platform}" on the platform host (the shop's usePageTitle needs a shop). */
export function usePlatformTitle(page: string | null | undefined, platformName: string): void {
  useEffect(() => {
    document.title = page ? `${page} | ${platformName}` : platformName;
  }, [page, platformName]);
}
