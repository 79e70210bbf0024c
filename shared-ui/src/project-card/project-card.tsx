import { useState } from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { clampLines, OtherLanguageLabel, type OtherLanguage } from '../card-parts';
import { CardCover } from '../responsive-image/card-cover';

export interface ProjectSummary {
  id: string;
  title: string;
  description: string;
  image?: string | null;
  clientName?: string | null;
  technologies: string[];
  /** Set when the title and description are in another language than the page's. */
  inOtherLanguage?: OtherLanguage;
}

export const defaultProjectImage = '/media/default-image.svg';
export const maxVisibleTags = 3;

/** At most three tags on a card, then "+N more" for the rest. */
export function visibleTags(technologies: string[]): { shown: string[]; more: number } {
  return {
    shown: technologies.slice(0, maxVisibleTags),
    more: Math.max(0, technologies.length - maxVisibleTags),
  };
}

export interface ProjectCardProps {
  project: ProjectSummary;
  /** The project's own page; the whole card links there. */
  to?: string;
  /** Instead of a link, a click handler (e.g. a preview). */
  onOpen?: () => void;
  /** A card in the first row: its image is likely the page's largest paint, so it loads first. */
  isPriority?: boolean;
  texts?: ProjectCardTexts;
}

/**
 * The project card's words. English by default (stories); the public site passes its catalogues'
 * words (docs/languages.md).
 */
export interface ProjectCardTexts {
  client: (name: string) => string;
  /** The chip that stands for the technologies not shown: "+3 more". */
  more: (count: number) => string;
}

export const englishProjectCardTexts: ProjectCardTexts = {
  client: (name) => `Client: ${name}`,
  more: (count) => `+${count} more`,
};

export function ProjectCard({
  project,
  to,
  onOpen,
  isPriority = false,
  texts = englishProjectCardTexts,
}: ProjectCardProps) {
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const wanted = project.image?.trim() || defaultProjectImage;
  const src = failedImage === wanted ? defaultProjectImage : wanted;
  const { shown, more } = visibleTags(project.technologies);
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardActionArea
        {...(to ? { component: RouterLink, to } : { onClick: onOpen })}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <CardCover
          src={src}
          width={640}
          height={400}
          isPriority={isPriority}
          onError={() => setFailedImage(wanted)}
        />
        <CardContent sx={{ flex: 1 }}>
          {project.inOtherLanguage && <OtherLanguageLabel label={project.inOtherLanguage.label} />}
          <Typography
            component="h3"
            variant="h6"
            lang={project.inOtherLanguage?.lang}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {project.title}
          </Typography>
          {project.clientName && (
            <Typography variant="body2" color="text.secondary">
              {texts.client(project.clientName)}
            </Typography>
          )}
          <Typography
            color="text.secondary"
            lang={project.inOtherLanguage?.lang}
            sx={{ mt: 1, ...clampLines(3) }}
          >
            {project.description}
          </Typography>
          {project.technologies.length > 0 && (
            <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap', mt: 2 }}>
              {shown.map((tech) => (
                <Chip key={tech} label={tech} size="small" color="primary" variant="outlined" />
              ))}
              {more > 0 && <Chip label={texts.more(more)} size="small" />}
            </Stack>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
