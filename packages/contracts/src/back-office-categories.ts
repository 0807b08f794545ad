import { z } from 'zod';

/** Field texts of the category and add-on forms (Dutch; English in the error-codes field catalogue). */
export const CATALOGUE_FIELD_TEXTS = {
  nameRequired: 'Naam is verplicht',
  nameTooLong: 'Maximaal 200 tekens',
  descriptionTooLong: 'Maximaal 2000 tekens',
  colour: 'Kies een kleur als #rrggbb',
  categoryNameTaken: 'Er is al een categorie met deze naam',
  price: 'Kies een prijs van € 0,00 tot € 100.000,00 in hele centen',
  inputTextTooLong: 'Maximaal 200 tekens',
  orderIds: 'Noem elke id precies één keer',
} as const;

const texts = CATALOGUE_FIELD_TEXTS;

const name = z.string().trim().min(1, { error: texts.nameRequired }).max(200, { error: texts.nameTooLong });
const description = z.string().trim().max(2000, { error: texts.descriptionTooLong });

/** A category's colour as the storefront paints it: '#rrggbb'. */
export const ZCategoryColour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: texts.colour })
  .transform((value) => value.toLowerCase());

/** POST and PUT /api/platform/shops/:tenantName/categories[/:categoryId] (spec §3 Category). */
export const ZCategoryInput = z.object({
  name,
  description: description.default(''),
  color: ZCategoryColour.default('#6b7280'),
  isActive: z.boolean().default(true),
});
export type TCategoryInput = z.input<typeof ZCategoryInput>;

/** What a list shows of an owner's images: how many, and the primary one's file id for a thumbnail. */
export const ZImageSummary = z.object({
  count: z.number().int(),
  primaryImageId: z.number().int().nullable(),
  primaryAltText: z.string(),
});
export type TImageSummary = z.infer<typeof ZImageSummary>;

/** A category as the back office lists it: inactive ones too, with all its products counted. */
export const ZBackOfficeCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  isActive: z.boolean(),
  displayOrder: z.number().int(),
  productCount: z.number().int(),
  images: ZImageSummary,
});
export type TBackOfficeCategory = z.infer<typeof ZBackOfficeCategory>;

const ZDatabaseId = z.number().int().positive().max(2_147_483_647);

/** PUT …/order: every id of the list, in the new order. */
export const ZOrderInput = z.object({
  ids: z
    .array(ZDatabaseId)
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, { error: texts.orderIds }),
});
export type TOrderInput = z.input<typeof ZOrderInput>;

export const ADDON_TYPES = ['Simple', 'Complex'] as const;
export type TAddonType = (typeof ADDON_TYPES)[number];

const optionalText = z
  .string()
  .trim()
  .max(200, { error: texts.inputTextTooLong })
  .nullable()
  .default(null)
  .transform((value) => (value ? value : null));

/**
 * POST and PUT …/products/:productId/addons[/:addonId] (spec §3 Product addon). Only a Complex
 * add-on asks the shopper for text, so the input fields are cleared for a Simple one.
 */
export const ZAddonInput = z
  .object({
    name,
    description: description.default(''),
    price: z
      .number({ error: texts.price })
      .min(0, { error: texts.price })
      .max(100_000, { error: texts.price })
      .multipleOf(0.01, { error: texts.price }),
    type: z.enum(ADDON_TYPES).default('Simple'),
    isRequired: z.boolean().default(false),
    isInputRequired: z.boolean().default(false),
    inputFieldLabel: optionalText,
    inputFieldPlaceholder: optionalText,
    isActive: z.boolean().default(true),
  })
  .transform((addon) =>
    addon.type === 'Complex'
      ? addon
      : { ...addon, isInputRequired: false, inputFieldLabel: null, inputFieldPlaceholder: null },
  );
export type TAddonInput = z.input<typeof ZAddonInput>;

/** An add-on as the back office edits it: inactive ones too. */
export const ZBackOfficeAddon = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  type: z.enum(ADDON_TYPES),
  isRequired: z.boolean(),
  isInputRequired: z.boolean(),
  inputFieldLabel: z.string().nullable(),
  inputFieldPlaceholder: z.string().nullable(),
  isActive: z.boolean(),
  displayOrder: z.number().int(),
  images: ZImageSummary,
});
export type TBackOfficeAddon = z.infer<typeof ZBackOfficeAddon>;
