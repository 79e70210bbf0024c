import { TutorialCard, type Tutorial } from '@inzira/shared-ui/tutorial-card';
import { useNavigate } from 'react-router-dom';
import { CardGrid } from '../../common/card-grid';
import { tutorialCardTexts } from '../../i18n/ui-texts/card-texts';
import { m } from '../../paraglide/messages.js';
import {
  readingMinutes,
  tutorialPath,
  useTutorials,
  type TutorialContent,
} from './content/tutorials';

/** The card's view of a tutorial: its figures are counted from its lessons. */
const toTutorialCard = (tutorial: TutorialContent): Tutorial => ({
  title: tutorial.title,
  description: tutorial.description,
  duration: m.blog_reading_time({ minutes: readingMinutes(tutorial) }),
  lessons: tutorial.lessons.length,
});

/**
 * Each tutorial leads to its lessons; only a tutorial with a video of its own has Play, which
 * opens its page at the player.
 */
export function TutorialList() {
  const navigate = useNavigate();
  return (
    <CardGrid items={useTutorials()} keyOf={(tutorial) => tutorial.slug}>
      {(tutorial) => (
        <TutorialCard
          tutorial={toTutorialCard(tutorial)}
          to={tutorialPath(tutorial.slug)}
          texts={tutorialCardTexts()}
          onPlay={
            tutorial.videoUrl
              ? () => void navigate(`${tutorialPath(tutorial.slug)}#video`)
              : undefined
          }
        />
      )}
    </CardGrid>
  );
}
