import '@uiw/react-md-editor/markdown-editor.css';
import { MarkdownView } from '@inzira/shared-ui/markdown';
import { useFieldFeedback } from '@inzira/shared-ui/form-fields';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';
import MDEditor, { commands, type ICommand } from '@uiw/react-md-editor/nohighlight';
import { cloneElement, isValidElement, useEffect, useRef, type SVGProps } from 'react';
import { ImageFileButton, UploadProblem, useImageUpload } from '../../common/media';

/** Each toolbar button is named by its own label: its icon is decoration, hidden from readers. */
function withSilentIcon(command: ICommand): ICommand {
  return isValidElement<SVGProps<SVGSVGElement>>(command.icon)
    ? { ...command, icon: cloneElement(command.icon, { 'aria-hidden': true }) }
    : command;
}

const toolbar = [
  commands.bold,
  commands.italic,
  commands.divider,
  commands.title2,
  commands.title3,
  commands.divider,
  commands.link,
  commands.quote,
  commands.unorderedListCommand,
  commands.orderedListCommand,
  commands.divider,
  commands.code,
].map(withSilentIcon);
const modes = [commands.codeEdit, commands.codeLive, commands.codePreview].map(withSilentIcon);

/**
 * The post's markdown with a toolbar, a live preview rendered exactly as the site renders it,
 * and "Insert image", which uploads to the media library and adds the image where the cursor is.
 */
export function MarkdownEditor({ name, label }: { name: string; label: string }) {
  const { field, helpers, errorMessage: fieldError } = useFieldFeedback<string | undefined>(name);
  const { mode } = useColorScheme();
  const cursor = useRef<number | null>(null);
  const { upload, progress, problem, clearProblem } = useImageUpload('posts');
  const busy = progress !== null;
  const value = field.value ?? '';
  const frame = useRef<HTMLDivElement>(null);
  // The preview scrolls on its own: keyboard users reach it (WCAG 2.1.1), named "Preview".
  useEffect(() => {
    const preview = frame.current?.querySelector('.w-md-editor-preview');
    preview?.setAttribute('tabindex', '0');
    preview?.setAttribute('role', 'region');
    preview?.setAttribute('aria-label', 'Preview');
  });

  const insertImage = async (file: File) => {
    const url = await upload(file);
    if (!url) return;
    const alt = file.name.replace(/\.[^.]+$/, '').replace(/[[\]]/g, '');
    const at = cursor.current ?? value.length;
    const markdown = `\n\n![${alt}](${url})\n\n`;
    await helpers.setValue(value.slice(0, at) + markdown + value.slice(at));
  };

  return (
    <Box
      ref={frame}
      data-color-mode={mode === 'dark' ? 'dark' : 'light'}
      // Toolbar buttons at least 24 px square (WCAG 2.2, target size).
      sx={{ '& .w-md-editor-toolbar li > button': { minWidth: 24, minHeight: 24 } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography component="label" htmlFor={`${name}-editor`} variant="subtitle2">
          {label} *
        </Typography>
        <ImageFileButton
          inputLabel="Image to insert"
          disabled={busy}
          onChoose={(file) => void insertImage(file)}
        >
          {busy ? 'Uploading image…' : 'Insert image'}
        </ImageFileButton>
      </Stack>
      <MDEditor
        value={value}
        onChange={(next) => void helpers.setValue(next ?? '')}
        commands={toolbar}
        extraCommands={modes}
        height={360}
        preview="live"
        components={{ preview: (source) => <MarkdownView markdown={source} /> }}
        textareaProps={{
          id: `${name}-editor`,
          name,
          'aria-label': label,
          onBlur: (event) => {
            cursor.current = event.target.selectionStart;
            field.onBlur(event);
          },
        }}
      />
      <UploadProblem problem={problem} onClose={clearProblem} />
      <FormHelperText error={fieldError !== undefined}>
        {fieldError ?? 'Markdown: # heading, **bold**, - list, > quote, [link](https://…)'}
      </FormHelperText>
    </Box>
  );
}
