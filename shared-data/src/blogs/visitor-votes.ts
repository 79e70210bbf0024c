// A random id this browser keeps for its votes (with the source address it makes one voter),
// and the vote it cast on each post, so the buttons show it pressed on the next visit.
const visitorKey = 'inzira-visitor-id';
const votesKey = 'inzira-blog-votes';
let memoryVisitor: string | undefined;
const memoryVotes: Record<string, BlogVote> = {};

export type BlogVote = 'upvote' | 'downvote';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** This browser's voter id; kept in memory only where storage is off. */
export function visitorId(): string {
  const store = storage();
  const existing = store?.getItem(visitorKey) ?? memoryVisitor;
  if (existing && /^[A-Za-z0-9-]{16,64}$/.test(existing)) return existing;
  const created = crypto.randomUUID();
  memoryVisitor = created;
  store?.setItem(visitorKey, created);
  return created;
}

function readVotes(): Record<string, BlogVote> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(votesKey) ?? '{}');
    return parsed && typeof parsed === 'object'
      ? { ...(parsed as Record<string, BlogVote>), ...memoryVotes }
      : { ...memoryVotes };
  } catch {
    return { ...memoryVotes };
  }
}

export function storedVote(blogId: string): BlogVote | undefined {
  const vote = readVotes()[blogId];
  return vote === 'upvote' || vote === 'downvote' ? vote : undefined;
}

export function rememberVote(blogId: string, vote: BlogVote | 'none'): void {
  const votes = readVotes();
  if (vote === 'none') {
    delete votes[blogId];
    delete memoryVotes[blogId];
  } else {
    votes[blogId] = vote;
    memoryVotes[blogId] = vote;
  }
  storage()?.setItem(votesKey, JSON.stringify(votes));
}
