import * as yup from 'yup';
import { serviceClient, toRequestError } from '../_shared/database.ts';
import { serveJson } from '../_shared/http.ts';
import { readFlatObject, requireTextFields } from '../_shared/read-body.ts';
import { sourceAddress } from '../_shared/source-address.ts';
import { validateFields } from '../_shared/submission.ts';

const voteSchema = yup.object({
  blogId: yup.string().uuid('Unknown blog post').required('Unknown blog post'),
  // A random id the browser keeps, so one visitor has one vote per post.
  visitorId: yup
    .string()
    .matches(/^[A-Za-z0-9-]{16,64}$/, 'A visitor id is required')
    .required('A visitor id is required'),
  vote: yup
    .string()
    .oneOf(['upvote', 'downvote', 'none'], 'Vote upvote, downvote or none')
    .required('Vote upvote, downvote or none'),
});

/** Sets this visitor's vote on a post; answers the post's counts and the visitor's vote. */
Deno.serve(
  // A visitor's vote: the apps' publishable key (docs/api-keys.md).
  serveJson('publishable', async (request) => {
    const fields = await readFlatObject(request);
    requireTextFields(fields);
    const { blogId, visitorId, vote } = await validateFields(voteSchema, fields);
    const { data, error } = await serviceClient()
      .rpc('cast_blog_vote', {
        blog_id: blogId,
        visitor_id: visitorId,
        source_address: sourceAddress(request),
        vote,
      })
      .single();
    if (error) throw toRequestError(error);
    return { upvotes: data.upvotes, downvotes: data.downvotes, vote: data.current_vote };
  }),
);
