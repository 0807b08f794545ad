import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
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
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SortableListProps<T extends { id: number }> {
  items: T[];
  /** The list's accessible name. */
  label: string;
  itemName: (item: T) => string;
  onReorder: (ids: number[]) => void;
  renderItem: (item: T) => ReactNode;
  disabled?: boolean;
}

const handleButton =
  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 disabled:cursor-not-allowed disabled:opacity-40';

function SortableRow({
  id,
  name,
  position,
  count,
  disabled,
  onMove,
  children,
}: {
  id: number;
  name: string;
  position: number;
  count: number;
  disabled: boolean;
  onMove: (id: number, by: -1 | 1) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center gap-1 rounded-xl border border-slate-200 bg-white p-2 sm:gap-2 ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={`${handleButton} cursor-grab touch-none`}
        aria-label={t('boSortable.dragHandle', { name })}
        {...attributes}
        {...listeners}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 fill-current">
          <circle cx="7" cy="5" r="1.5" />
          <circle cx="13" cy="5" r="1.5" />
          <circle cx="7" cy="10" r="1.5" />
          <circle cx="13" cy="10" r="1.5" />
          <circle cx="7" cy="15" r="1.5" />
          <circle cx="13" cy="15" r="1.5" />
        </svg>
      </button>
      <div className="@container min-w-0 flex-1">{children}</div>
      <div className="flex shrink-0 flex-col sm:flex-row">
        <button
          type="button"
          data-move={`${id}:up`}
          className={handleButton}
          disabled={disabled || position === 0}
          aria-label={t('boSortable.moveUp', { name })}
          onClick={() => onMove(id, -1)}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          data-move={`${id}:down`}
          className={handleButton}
          disabled={disabled || position === count - 1}
          aria-label={t('boSortable.moveDown', { name })}
          onClick={() => onMove(id, 1)}
        >
          <span aria-hidden="true">↓</span>
        </button>
      </div>
    </li>
  );
}

/**
 * A list the owner orders by dragging (mouse, touch, or the keyboard: space to lift, arrows, space
 * to drop) or with the up and down buttons next to each row. Every move is announced.
 */
export function SortableList<T extends { id: number }>({
  items,
  label,
  itemName,
  onReorder,
  renderItem,
  disabled = false,
}: SortableListProps<T>) {
  const { t } = useTranslation();
  const [order, setOrder] = useState(() => items.map((item) => item.id));
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<{ id: number; by: -1 | 1 } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const itemsKey = items.map((item) => item.id).join(',');

  // The server's order wins whenever it changes (after a save, or a refused one).
  // biome-ignore lint/correctness/useExhaustiveDependencies: itemsKey stands for the ids of items.
  useEffect(() => setOrder(items.map((item) => item.id)), [itemsKey]);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || !listRef.current) return;
    pendingFocus.current = null;
    const own = listRef.current.querySelector<HTMLButtonElement>(
      `[data-move="${pending.id}:${pending.by < 0 ? 'up' : 'down'}"]`,
    );
    const other = listRef.current.querySelector<HTMLButtonElement>(
      `[data-move="${pending.id}:${pending.by < 0 ? 'down' : 'up'}"]`,
    );
    (own && !own.disabled ? own : other)?.focus();
  });

  const byId = new Map(items.map((item) => [item.id, item]));
  const ordered = order.map((id) => byId.get(id)).filter((item): item is T => item !== undefined);
  const nameOf = (id: unknown) => {
    const item = byId.get(Number(id));
    return item ? itemName(item) : '';
  };
  const positionOf = (id: unknown) => order.indexOf(Number(id)) + 1;

  const commit = (next: number[], movedId: number) => {
    setOrder(next);
    setAnnouncement(
      t('boSortable.moved', { name: nameOf(movedId), position: next.indexOf(movedId) + 1, count: next.length }),
    );
    onReorder(next);
  };

  const move = (id: number, by: -1 | 1) => {
    const from = order.indexOf(id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= order.length) return;
    pendingFocus.current = { id, by };
    commit(arrayMove(order, from, to), id);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.indexOf(Number(active.id));
    const to = order.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    commit(arrayMove(order, from, to), Number(active.id));
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t('boSortable.instructions') },
          announcements: {
            onDragStart: ({ active }) =>
              t('boSortable.picked', { name: nameOf(active.id), position: positionOf(active.id) }),
            onDragOver: ({ active, over }) =>
              over ? t('boSortable.over', { name: nameOf(active.id), position: positionOf(over.id) }) : undefined,
            onDragEnd: ({ active, over }) =>
              over
                ? t('boSortable.dropped', { name: nameOf(active.id), position: positionOf(over.id) })
                : t('boSortable.cancelled', { name: nameOf(active.id) }),
            onDragCancel: ({ active }) => t('boSortable.cancelled', { name: nameOf(active.id) }),
          },
        }}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ul ref={listRef} aria-label={label} className="flex flex-col gap-2">
            {ordered.map((item, index) => (
              <SortableRow
                key={item.id}
                id={item.id}
                name={itemName(item)}
                position={index}
                count={ordered.length}
                disabled={disabled}
                onMove={move}
              >
                {renderItem(item)}
              </SortableRow>
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
