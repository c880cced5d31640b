import 'filepond/dist/filepond.min.css';
import type { TSubmitPresentation, TUploadArea } from '@atrium/contracts';
import Box from '@mui/material/Box';
import type { ActualFileObject, FilePondInitialFile, FilePondOptions } from 'filepond';
import FilePondPluginFileValidateSize from 'filepond-plugin-file-validate-size';
import FilePondPluginFileValidateType from 'filepond-plugin-file-validate-type';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FilePond, registerPlugin } from 'react-filepond';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../api/api-error.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { AREA_ACCEPTS } from './area-labels.ts';
import { acceptedTypes, allowsSeveral, detectedType } from './submit-model.ts';
import { removeFile, uploadFile } from './submit-queries.ts';
import { usePondLabels } from './use-pond-labels.ts';

registerPlugin(FilePondPluginFileValidateType, FilePondPluginFileValidateSize);

type TFileAreaProps = {
  presentation: TSubmitPresentation;
  area: TUploadArea;
  /** spec 3 §4: until every required question has an answer. */
  disabled: boolean;
  maxBytes: number;
  /** The server's answer after a file is registered or removed. */
  onStored: (presentation: TSubmitPresentation) => void;
  /** A click on a file of the area (spec 3 §2: it opens). */
  onActivate: (name: string) => void;
  /** spec 3 §2: removing a file asks first. */
  confirmRemove: (name: string) => Promise<boolean>;
  'aria-labelledby': string;
};

type TPondFile = FilePondInitialFile | ActualFileObject;

/**
 * FilePond's item colours darkened and its half-transparent sub-lines made solid: white text
 * keeps 4.5:1 on every state (WCAG 1.4.3), which FilePond's own grey, green and red do not.
 */
const POND_STYLE = {
  '& .filepond--root': { mb: 0, fontFamily: 'inherit' },
  '& .filepond--item': { cursor: 'pointer' },
  '& .filepond--item-panel': { backgroundColor: '#424242' },
  '& [data-filepond-item-state="processing-complete"] .filepond--item-panel': { backgroundColor: '#1B5E20' },
  '& [data-filepond-item-state*="invalid"] .filepond--item-panel, & [data-filepond-item-state*="error"] .filepond--item-panel':
    { backgroundColor: '#B71C1C' },
  // Specific enough to beat FilePond's per-state opacity rules (up to four classes and attributes).
  '& .filepond--item .filepond--file .filepond--file-info .filepond--file-info-sub': { opacity: 0.9 },
  '& .filepond--item .filepond--file .filepond--file-status .filepond--file-status-sub': { opacity: 0.9 },
  '& .filepond--drop-label': { color: 'text.primary' },
} as const;

/**
 * One file area of the upload dialog on FilePond (spec 3 §4 "File upload", §5 "Upload"):
 * its files start as the presentation's stored ones; a new file goes token → PUT with
 * progress and cancel → register; removing or reverting one deletes it on the server.
 */
export function FileArea(props: TFileAreaProps) {
  const { presentation, area, disabled, maxBytes } = props;
  const { platformId } = usePlatform();
  const { t } = useTranslation();
  const labels = usePondLabels();
  // FilePond keeps its own list: the stored files seed it once, at its start (type 'local' with the
  // name, size and type, so that nothing is downloaded). The list is never given back to it: what
  // it reports (its items' file objects, stubs for the stored ones) would be added again as new
  // files, showing "[object Object]" or a second upload after a removal.
  const [seed] = useState<TPondFile[]>(() =>
    presentation.files
      .filter((file) => file.area === area)
      .map((file) => ({
        source: file.name,
        options: { type: 'local', file: { name: file.name, size: file.size, type: file.contentType } },
      })),
  );
  const started = useRef(false);
  useEffect(() => {
    started.current = true;
  }, []);
  // The server functions are made once; they reach the latest callbacks through this ref.
  const latest = useRef(props);
  latest.current = props;
  const presentationId = presentation.id;

  const server = useMemo<FilePondOptions['server']>(() => {
    const remove = (name: string, load: () => void, error: (text: string) => void) => {
      removeFile(platformId, presentationId, area, String(name))
        .then((next) => {
          latest.current.onStored(next);
          load();
        })
        .catch((failure: unknown) => {
          reportError('submit: file not removed', failure);
          error('');
        });
    };
    return {
      process: (_field, file, _metadata, load, error, progress, abort) => {
        const controller = new AbortController();
        uploadFile(platformId, presentationId, area, file as File, {
          signal: controller.signal,
          onProgress: (loaded, total) => progress(true, loaded, total),
        })
          .then((next) => {
            latest.current.onStored(next);
            // The server file id is the name: removal and revert delete by name and area.
            load(file.name);
          })
          .catch((failure: unknown) => {
            if (controller.signal.aborted) return;
            reportError('submit: upload failed', failure);
            error('');
          });
        return {
          abort: () => {
            controller.abort();
            abort();
          },
        };
      },
      revert: remove,
      remove,
      // Stored files are never downloaded into the pond (the pond is given their name and size only).
      load: null,
      restore: null,
      fetch: null,
    };
  }, [platformId, presentationId, area]);

  const accepted = acceptedTypes(area);
  const several = allowsSeveral(area);
  return (
    <Box
      role="group"
      aria-labelledby={props['aria-labelledby']}
      // FilePond drops its file input while disabled; the group says why nothing can be picked.
      aria-disabled={disabled || undefined}
      data-testid={`file-area-${area}`}
      sx={POND_STYLE}
    >
      <FilePond
        {...labels}
        name={area}
        // The files option only at the start: later renders leave FilePond's own list alone.
        {...(started.current ? {} : { files: seed as FilePondOptions['files'] })}
        server={server}
        disabled={disabled}
        allowMultiple={several}
        maxFiles={several ? null : 1}
        // Replacing a single file would revert the old one while the new one registers (the
        // server replaces it anyway): the old file is removed first, with its confirmation.
        allowReplace={false}
        allowRevert
        allowRemove
        instantUpload
        credits={false}
        acceptedFileTypes={accepted ?? []}
        allowFileTypeValidation={accepted !== null}
        fileValidateTypeLabelExpectedTypes={t(AREA_ACCEPTS[area])}
        fileValidateTypeDetectType={(file, type) => Promise.resolve(detectedType(file.name, type))}
        // FilePond counts a KB as 1,000 bytes: the limit in KB is the server's in bytes.
        maxFileSize={`${Math.floor(maxBytes / 1000)}KB`}
        beforeRemoveFile={(item) => latest.current.confirmRemove(item.filename)}
        onactivatefile={(item) => latest.current.onActivate(item.filename)}
      />
    </Box>
  );
}
