import type { SvgIconComponent } from '@mui/icons-material';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import InsertLink from '@mui/icons-material/InsertLink';
import Box from '@mui/material/Box';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIconButton } from '../../components/AppIconButton.tsx';
import { LinkDialog } from './LinkDialog.tsx';

type TRichTextFieldProps = { label: string; value: string; onChange: (html: string) => void; onBlur?: () => void };

/**
 * The small rich-text editor of the descriptions (Tiptap, in this lazily loaded chunk only):
 * paragraphs, bold, italic, links and lists, the same few things the server keeps when it
 * sanitises the HTML on save. An empty editor is an empty description.
 */
export default function RichTextField({ label, value, onChange, onBlur }: TRichTextFieldProps) {
  const labelId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, spellcheck: 'true' },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
    onBlur: () => onBlur?.(),
  });
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'grey.500',
        borderRadius: 1,
        '&:focus-within': {
          borderColor: 'primary.main',
          boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, pt: 0.5, flexWrap: 'wrap' }}>
        <Box id={labelId} sx={{ typography: 'body2', color: 'text.secondary', flex: '1 1 auto' }}>
          {label}
        </Box>
        {editor ? <Toolbar editor={editor} label={label} /> : null}
      </Box>
      <Box
        sx={{
          px: 1.5,
          pb: 1,
          '& .tiptap': { minHeight: 120, outline: 'none', typography: 'body1' },
          '& .tiptap p': { my: 1 },
          '& .tiptap a': { color: 'primary.main' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}

/** A pressed button looks pressed, not only says so. */
const pressed = (isOn: boolean) => (isOn ? { color: 'primary.main', bgcolor: 'action.selected' } : {});

type TMark = { name: string; label: string; Icon: SvgIconComponent; toggle: (editor: Editor) => void };

/** The editor's buttons: each says whether it is on where the caret is (aria-pressed). */
function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation();
  const [isLinking, setLinking] = useState(false);
  const marks: TMark[] = [
    {
      name: 'bold',
      label: t('admin.richText.bold'),
      Icon: FormatBold,
      toggle: (e) => e.chain().focus().toggleBold().run(),
    },
    {
      name: 'italic',
      label: t('admin.richText.italic'),
      Icon: FormatItalic,
      toggle: (e) => e.chain().focus().toggleItalic().run(),
    },
    {
      name: 'bulletList',
      label: t('admin.richText.bulletList'),
      Icon: FormatListBulleted,
      toggle: (e) => e.chain().focus().toggleBulletList().run(),
    },
    {
      name: 'orderedList',
      label: t('admin.richText.numberedList'),
      Icon: FormatListNumbered,
      toggle: (e) => e.chain().focus().toggleOrderedList().run(),
    },
  ];
  return (
    <Box role="toolbar" aria-label={t('admin.richText.toolbar', { field: label })} sx={{ display: 'flex', gap: 0.5 }}>
      {marks.map(({ name, label: markLabel, Icon, toggle }) => (
        <AppIconButton
          key={name}
          size="small"
          aria-label={markLabel}
          aria-pressed={editor.isActive(name)}
          sx={pressed(editor.isActive(name))}
          onClick={() => toggle(editor)}
        >
          <Icon fontSize="small" />
        </AppIconButton>
      ))}
      <AppIconButton
        size="small"
        aria-label={t('admin.richText.link')}
        aria-pressed={editor.isActive('link')}
        sx={pressed(editor.isActive('link'))}
        onClick={() => setLinking(true)}
      >
        <InsertLink fontSize="small" />
      </AppIconButton>
      {isLinking ? (
        <LinkDialog
          current={String(editor.getAttributes('link').href ?? '')}
          onClose={(href) => {
            setLinking(false);
            const chain = editor.chain().focus().extendMarkRange('link');
            if (href === null) return;
            if (href === '') chain.unsetLink().run();
            else if (editor.state.selection.empty && !editor.isActive('link'))
              chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
            else chain.setLink({ href }).run();
          }}
        />
      ) : null}
    </Box>
  );
}
