import { describe, expect, it } from 'vitest';
import { fromDraft, toDraft } from './translation-draft';

describe('translation drafts', () => {
  it('round-trips what the database holds, lists one item a line', () => {
    const stored = {
      rw: { title: 'Guhanga ibirimo', features: ['Gufotora', 'Gushushanya'], published: true },
    };
    const draft = toDraft('services', stored);
    expect(draft.rw.fields.features).toBe('Gufotora\nGushushanya');
    expect(draft.fr).toEqual({
      published: false,
      fields: { title: '', description: '', features: '' },
    });
    expect(fromDraft('services', draft)).toEqual(stored);
  });

  it('leaves out blank fields and lines, and a language with nothing in it', () => {
    const draft = toDraft('services', {});
    draft.fr.fields.title = '  Création de contenu ';
    draft.fr.fields.features = 'Photographie\n\n  \nGraphisme\n';
    expect(fromDraft('services', draft)).toEqual({
      fr: {
        title: 'Création de contenu',
        features: ['Photographie', 'Graphisme'],
        published: false,
      },
    });
  });

  it('keeps a switched-on language even before anything is typed', () => {
    const draft = toDraft('blogs', null);
    draft.rw.published = true;
    expect(fromDraft('blogs', draft)).toEqual({ rw: { published: true } });
  });
});
