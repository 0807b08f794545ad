import texts from 'virtual:locale-sections/nl/boRichText';
import type { Editor } from '@tiptap/react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { addDutchTexts } from '#src/lib/i18n.ts';

addDutchTexts(texts);

interface RichTextEditorProps {
  id: string;
  /** The id of the visible label of the field. */
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | null;
  describedBy?: string;
}

/**
 * The owner's rich text (product descriptions, terms): only what the server keeps after cleaning —
 * paragraphs, bold, italic, underline, strikethrough, headings 2 to 4, lists, quotes and links.
 */
export function RichTextEditor({ id, labelId, value, onChange, error, describedBy }: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const describedByIds = [error ? `${id}-error` : null, describedBy].filter(Boolean).join(' ') || undefined;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        },
      }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedByIds ? { 'aria-describedby': describedByIds } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class:
          'prose-shop min-h-40 px-3 py-2 focus:outline-none [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-3 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6',
      },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? '' : current.getHTML()),
  });

  // A value from outside (a loaded product, a reset) replaces the content; the editor's own edits do not.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div
      className={`rounded-lg border bg-page focus-within:border-primary focus-within:outline-2 focus-within:outline-primary ${
        error ? 'border-red-500' : 'border-line'
      }`}
    >
      {editor && <Toolbar editor={editor} controls={id} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, controls }: { editor: Editor; controls: string }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      h4: current.isActive('heading', { level: 4 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();

  function editLink() {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(t('boRichText.linkPrompt'), previous);
    if (href === null) return;
    if (href.trim() === '') {
      chain().extendMarkRange('link').unsetLink().run();
      return;
    }
    if (!/^(https?:\/\/|mailto:)/i.test(href.trim())) {
      window.alert(t('boRichText.linkInvalid'));
      return;
    }
    chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  }

  return (
    <div
      role="toolbar"
      aria-label={t('boRichText.toolbar')}
      aria-controls={controls}
      className="flex flex-wrap gap-1 border-b border-line p-1"
    >
      <ToolButton label={t('boRichText.bold')} active={state.bold} onClick={() => chain().toggleBold().run()}>
        <strong>B</strong>
      </ToolButton>
      <ToolButton label={t('boRichText.italic')} active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <em>I</em>
      </ToolButton>
      <ToolButton
        label={t('boRichText.underline')}
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      >
        <span className="underline">U</span>
      </ToolButton>
      <ToolButton label={t('boRichText.strike')} active={state.strike} onClick={() => chain().toggleStrike().run()}>
        <span className="line-through">S</span>
      </ToolButton>
      {([2, 3, 4] as const).map((level) => (
        <ToolButton
          key={level}
          label={t('boRichText.heading', { level })}
          active={state[`h${level}`]}
          onClick={() => chain().toggleHeading({ level }).run()}
        >
          H{level}
        </ToolButton>
      ))}
      <ToolButton
        label={t('boRichText.bulletList')}
        active={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        •
      </ToolButton>
      <ToolButton
        label={t('boRichText.orderedList')}
        active={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        1.
      </ToolButton>
      <ToolButton
        label={t('boRichText.quote')}
        active={state.blockquote}
        onClick={() => chain().toggleBlockquote().run()}
      >
        “
      </ToolButton>
      <ToolButton label={t('boRichText.link')} active={state.link} onClick={editLink}>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M8.5 11.5a3.5 3.5 0 0 0 5 0l3-3a3.5 3.5 0 0 0-5-5l-1 1" />
          <path d="M11.5 8.5a3.5 3.5 0 0 0-5 0l-3 3a3.5 3.5 0 0 0 5 5l1-1" />
        </svg>
      </ToolButton>
    </div>
  );
}

function ToolButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      onClick={onClick}
      className={`flex h-9 min-w-9 items-center justify-center rounded px-2 text-sm focus-visible:outline-2 focus-visible:outline-primary ${
        active ? 'bg-primary text-on-primary' : 'hover:bg-surface'
      }`}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
