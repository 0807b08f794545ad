import { ImageManager, type TImageOwner } from '#src/features/back-office/media/image-manager.tsx';

export type { TImageOwner };

/** Where the images of a category or add-on are managed. */
export function ImagesSlot({
  tenantName,
  owner,
  suggestedAlt,
}: {
  tenantName: string;
  owner: TImageOwner;
  suggestedAlt: string;
}) {
  return <ImageManager tenantName={tenantName} owner={owner} suggestedAlt={suggestedAlt} />;
}
