import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  HOME_SECTION_DEFAULTS,
  HOME_SECTION_TYPES,
  type TEditableHomeSection,
  type THomeSectionType,
  type TThemeSettings,
} from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonSecondary } from '#src/components/ui/button-styles.ts';
import { SelectField, TextField } from '#src/components/ui/form-field.tsx';
import { CheckboxField, type SettingsForm, SettingsFormShell, useSettingsForm } from './settings-form.tsx';
import { saveThemeRecord } from './theme-form.tsx';

type HomeValues = Pick<
  TThemeSettings,
  'sectionsConfig' | 'showCarouselSection' | 'showCategoriesSection' | 'showProductsSection'
>;

const smallButton =
  'inline-flex h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-violet-700 disabled:opacity-40';

const newSection = (type: THomeSectionType, order: number): TEditableHomeSection =>
  ({
    id: `${type}-${Date.now().toString(36)}`,
    type,
    enabled: true,
    order,
    settings: { ...HOME_SECTION_DEFAULTS[type] },
  }) as TEditableHomeSection;

const renumber = (sections: TEditableHomeSection[]) => sections.map((section, order) => ({ ...section, order }));

function NumberSetting({
  id,
  label,
  value,
  min,
  max,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  error: string | null;
}) {
  return (
    <SelectField
      id={id}
      label={label}
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
      error={error}
    >
      {Array.from({ length: max - min + 1 }, (_, index) => min + index).map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </SelectField>
  );
}

function SectionSettings({
  section,
  index,
  onSettings,
  errorAt,
}: {
  section: TEditableHomeSection;
  index: number;
  onSettings: (settings: TEditableHomeSection['settings']) => void;
  errorAt: (path: string) => string | null;
}) {
  const { t } = useTranslation();
  const id = `look-section-${section.id}`;
  const path = `sectionsConfig.${index}.settings`;
  if (section.type === 'carousel') {
    const settings = section.settings;
    return (
      <div className="grid gap-3 sm:grid-cols-3">
        <NumberSetting
          id={`${id}-items`}
          label={t('boLook.home.itemsToShow')}
          value={settings.itemsToShow}
          min={1}
          max={6}
          onChange={(itemsToShow) => onSettings({ ...settings, itemsToShow })}
          error={errorAt(`${path}.itemsToShow`)}
        />
        <CheckboxField
          id={`${id}-autoplay`}
          label={t('boLook.home.autoPlay')}
          checked={settings.autoPlay}
          onChange={(autoPlay) => onSettings({ ...settings, autoPlay })}
        />
        <CheckboxField
          id={`${id}-arrows`}
          label={t('boLook.home.showArrows')}
          checked={settings.showArrows}
          onChange={(showArrows) => onSettings({ ...settings, showArrows })}
        />
      </div>
    );
  }
  if (section.type === 'categories') {
    const settings = section.settings;
    return (
      <div className="grid gap-3 sm:grid-cols-2">
        <NumberSetting
          id={`${id}-columns`}
          label={t('boLook.home.columns')}
          value={settings.columns}
          min={2}
          max={4}
          onChange={(columns) => onSettings({ ...settings, columns })}
          error={errorAt(`${path}.columns`)}
        />
        <CheckboxField
          id={`${id}-images`}
          label={t('boLook.home.showImages')}
          checked={settings.showImages}
          onChange={(showImages) => onSettings({ ...settings, showImages })}
        />
      </div>
    );
  }
  const settings = section.settings;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <NumberSetting
        id={`${id}-limit`}
        label={t('boLook.home.limit')}
        value={settings.limit}
        min={1}
        max={24}
        onChange={(limit) => onSettings({ ...settings, limit })}
        error={errorAt(`${path}.limit`)}
      />
      <CheckboxField
        id={`${id}-price`}
        label={t('boLook.home.showPrice')}
        checked={settings.showPrice}
        onChange={(showPrice) => onSettings({ ...settings, showPrice })}
      />
    </div>
  );
}

function SectionCard({
  section,
  index,
  count,
  form,
  onMove,
  onRemove,
}: {
  section: TEditableHomeSection;
  index: number;
  count: number;
  form: SettingsForm<HomeValues>;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: section.id,
  });
  const typeName = t(`boLook.home.type_${section.type}`);
  const heading = section.title || typeName;
  const replace = (next: Partial<TEditableHomeSection>) =>
    form.update(
      (current) => ({
        ...current,
        sectionsConfig: current.sectionsConfig.map((item) =>
          item.id === section.id ? ({ ...item, ...next } as TEditableHomeSection) : item,
        ),
      }),
      `sectionsConfig.${index}`,
    );
  const id = `look-section-${section.id}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-lg border bg-white p-3 ${isDragging ? 'relative z-10 border-violet-700 shadow-lg' : 'border-slate-300'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('boLook.home.drag', { name: heading })}
          className={`${smallButton} cursor-grab touch-none`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <h3 className="order-first min-w-0 basis-full font-semibold break-words text-slate-900 sm:order-none sm:basis-auto sm:flex-1">
          {heading} <span className="text-sm font-normal text-slate-600">({typeName})</span>
        </h3>
        <button
          type="button"
          className={smallButton}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
          aria-label={t('boLook.home.moveUp', { name: heading })}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className={smallButton}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
          aria-label={t('boLook.home.moveDown', { name: heading })}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <button
          type="button"
          className={smallButton}
          onClick={onRemove}
          aria-label={t('boLook.home.remove', { name: heading })}
        >
          {t('boLook.home.removeShort')}
        </button>
      </div>
      <div className="mt-3 space-y-3">
        <CheckboxField
          id={`${id}-enabled`}
          label={t('boLook.home.enabled')}
          checked={section.enabled}
          onChange={(enabled) => replace({ enabled })}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            id={`${id}-title`}
            label={t('boLook.home.sectionTitle')}
            maxLength={120}
            placeholder={typeName}
            value={section.title ?? ''}
            onChange={(event) => replace({ title: event.target.value || undefined })}
            error={form.errorAt(`sectionsConfig.${index}.title`)}
          />
          <TextField
            id={`${id}-description`}
            label={t('boLook.home.sectionDescription')}
            maxLength={200}
            value={section.description ?? ''}
            onChange={(event) => replace({ description: event.target.value || undefined })}
            error={form.errorAt(`sectionsConfig.${index}.description`)}
          />
        </div>
        <SectionSettings
          section={section}
          index={index}
          onSettings={(settings) => replace({ settings } as Partial<TEditableHomeSection>)}
          errorAt={form.errorAt}
        />
      </div>
    </li>
  );
}

export function HomeSectionsForm({ tenantName, saved }: { tenantName: string; saved: TThemeSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [newType, setNewType] = useState<THomeSectionType>('carousel');
  const [announcement, setAnnouncement] = useState('');
  const initial: HomeValues = {
    sectionsConfig: saved.sectionsConfig,
    showCarouselSection: saved.showCarouselSection,
    showCategoriesSection: saved.showCategoriesSection,
    showProductsSection: saved.showProductsSection,
  };
  const form = useSettingsForm(initial, async (values) => {
    const answer = await saveThemeRecord(tenantName, queryClient, {
      ...values,
      sectionsConfig: renumber(values.sectionsConfig),
    });
    return {
      sectionsConfig: answer.sectionsConfig,
      showCarouselSection: answer.showCarouselSection,
      showCategoriesSection: answer.showCategoriesSection,
      showProductsSection: answer.showProductsSection,
    };
  });
  const sections = form.values.sectionsConfig;
  const setSections = (next: TEditableHomeSection[]) =>
    form.update((current) => ({ ...current, sectionsConfig: renumber(next) }), 'sectionsConfig');

  const move = (from: number, to: number) => {
    if (to < 0 || to >= sections.length) return;
    const moved = sections[from];
    setSections(arrayMove(sections, from, to));
    if (moved) {
      setAnnouncement(
        t('boLook.home.moved', {
          name: moved.title || t(`boLook.home.type_${moved.type}`),
          position: to + 1,
          count: sections.length,
        }),
      );
    }
  };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(
      sections.findIndex((section) => section.id === active.id),
      sections.findIndex((section) => section.id === over.id),
    );
  };
  const flag = (field: 'showCarouselSection' | 'showCategoriesSection' | 'showProductsSection', label: string) => (
    <CheckboxField
      id={`look-${field}`}
      label={label}
      checked={form.values[field] !== false}
      onChange={(checked) => form.change(field, checked)}
    />
  );
  return (
    <SettingsFormShell form={form} title={t('boLook.home.title')} intro={t('boLook.home.intro')}>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {form.errorAt('sectionsConfig') && <p className="text-sm text-red-700">{form.errorAt('sectionsConfig')}</p>}
      {sections.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{t('boLook.home.empty')}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={dragEnd}
          accessibility={{
            screenReaderInstructions: { draggable: t('boLook.home.dragInstructions') },
          }}
        >
          <SortableContext items={sections.map((section) => section.id)} strategy={verticalListSortingStrategy}>
            <ol className="space-y-3" aria-label={t('boLook.home.listLabel')}>
              {sections.map((section, index) => (
                <SectionCard
                  key={section.id}
                  section={section}
                  index={index}
                  count={sections.length}
                  form={form}
                  onMove={move}
                  onRemove={() => setSections(sections.filter((item) => item.id !== section.id))}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          id="look-new-section"
          label={t('boLook.home.addType')}
          value={newType}
          onChange={(event) => setNewType(event.target.value as THomeSectionType)}
          className="min-w-48"
        >
          {HOME_SECTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`boLook.home.type_${type}`)}
            </option>
          ))}
        </SelectField>
        <button
          type="button"
          className={buttonSecondary}
          disabled={sections.length >= 12}
          onClick={() => setSections([...sections, newSection(newType, sections.length)])}
        >
          {t('boLook.home.add')}
        </button>
      </div>
      <fieldset className="min-w-0 space-y-2 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('boLook.home.flags')}</legend>
        <p className="text-sm text-slate-700">{t('boLook.home.flagsHint')}</p>
        {flag('showCarouselSection', t('boLook.home.type_carousel'))}
        {flag('showCategoriesSection', t('boLook.home.type_categories'))}
        {flag('showProductsSection', t('boLook.home.type_products'))}
      </fieldset>
    </SettingsFormShell>
  );
}
