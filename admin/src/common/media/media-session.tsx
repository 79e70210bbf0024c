import { removeMediaImage } from '@inzira/shared-data/media';
import { useAuthClient } from '@inzira/shared-data/client';
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';

/**
 * What a form's image fields did while it was open: images uploaded, and images replaced or
 * removed. Saving deletes the stored files no longer used; cancelling deletes the uploads, so
 * neither leaves files behind nor breaks the saved record (docs/media-and-writing.md).
 */
export interface MediaSession {
  uploaded(url: string): void;
  discarded(url: string): void;
  /** After a successful save: delete what the saved values no longer use. */
  commit(values: unknown): Promise<void>;
  /** On cancel: delete this session's uploads. */
  rollback(): Promise<void>;
  /** After a record is deleted: delete its images. */
  removeAll(urls: (string | null | undefined)[]): Promise<void>;
}

/** Every text of the saved values (an image may be a field or sit inside a post's markdown). */
function textsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => textsIn(item, found));
  else if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach((item) => textsIn(item, found));
  }
  return found;
}

export function useMediaSessionState(): MediaSession {
  const client = useAuthClient();
  const uploads = useRef(new Set<string>());
  const discards = useRef(new Set<string>());
  return useMemo(() => {
    const removeEach = async (urls: Iterable<string>) => {
      // Cleaning up is best effort: a file left behind never breaks the site.
      await Promise.all(
        [...urls].map((url) => removeMediaImage(client, url).catch(() => undefined)),
      );
    };
    return {
      uploaded: (url) => void uploads.current.add(url),
      discarded: (url) => void discards.current.add(url),
      async commit(values) {
        const texts = textsIn(values);
        const unused = [...uploads.current, ...discards.current].filter(
          (url) => !texts.some((text) => text.includes(url)),
        );
        uploads.current.clear();
        discards.current.clear();
        await removeEach(unused);
      },
      async rollback() {
        const pending = [...uploads.current];
        uploads.current.clear();
        discards.current.clear();
        await removeEach(pending);
      },
      removeAll: (urls) => removeEach(urls.filter((url): url is string => Boolean(url))),
    };
  }, [client]);
}

const MediaSessionContext = createContext<MediaSession | null>(null);

export function MediaSessionProvider({
  session,
  children,
}: {
  session: MediaSession;
  children: ReactNode;
}) {
  return <MediaSessionContext.Provider value={session}>{children}</MediaSessionContext.Provider>;
}

/** The form's session; outside one (a story, a test), nothing is tracked. */
export function useMediaSession(): MediaSession | null {
  return useContext(MediaSessionContext);
}
