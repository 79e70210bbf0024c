import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Carousel, type CarouselTexts } from '../carousel';
import Skeleton from '@mui/material/Skeleton';
import { DataView, type DataQuery } from '../states';
import { ProfessionalCard, type ProfessionalSummary } from './professional-card';

export interface ProfessionalsRowsProps {
  /** The professionals as the section's read hook gives them, with its error and Retry. */
  query: DataQuery<ProfessionalSummary[]>;
  /** The badge's number: how many professionals there are; defaults to the number shown. */
  activeCount?: number;
  /**
   * There are more than `activeCount` (the caller knows only a lower bound): the badge reads
   * "10+". Without it the figure is exact, as every figure a visitor reads
   * (docs/public-site.md, "Honest figures").
   */
  countIsMinimum?: boolean;
  /** Shown instead of the load error's own message. */
  errorMessage?: string;
  texts?: ProfessionalsRowsTexts;
}

/**
 * The rows' words. English by default (stories); the public site passes its catalogues' words
 * (docs/languages.md).
 */
export interface ProfessionalsRowsTexts {
  loading: string;
  emptyTitle: string;
  emptyText: string;
  /** The badge: "12 Active Professionals", "10+ Active Professionals". */
  activeCount: (count: string) => string;
  firstRow: string;
  secondRow: string;
  /** A card's "42 tasks completed". */
  tasks?: (count: number) => string;
  carousel?: CarouselTexts;
}

export const englishProfessionalsRowsTexts: ProfessionalsRowsTexts = {
  loading: 'Loading professionals...',
  emptyTitle: 'No professionals found.',
  emptyText: 'No professionals available. Check back soon to meet our team.',
  activeCount: (count) => `${count} Active Professionals`,
  firstRow: 'Active professionals',
  secondRow: 'More active professionals',
};

/** How many professionals the first (left-to-right) row holds; the rest scroll the other way. */
export const firstRowSize = 5;

export function ProfessionalsRows({
  query,
  errorMessage,
  texts = englishProfessionalsRowsTexts,
  ...badge
}: ProfessionalsRowsProps) {
  return (
    <DataView
      query={query}
      errorMessage={errorMessage}
      loading={
        // Reserves the badge and two card rows so the page does not jump when they arrive.
        <Box role="status" aria-label={texts.loading} sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" width={220} height={32} sx={{ mx: 'auto' }} />
          <Skeleton variant="rounded" height={260} />
          <Skeleton variant="rounded" height={260} />
        </Box>
      }
      empty={{
        title: texts.emptyTitle,
        text: texts.emptyText,
        headingLevel: 'h3',
      }}
    >
      {(professionals) => <Rows professionals={professionals} texts={texts} {...badge} />}
    </DataView>
  );
}

function Rows({
  professionals,
  activeCount,
  countIsMinimum = false,
  texts,
}: {
  professionals: ProfessionalSummary[];
  texts: ProfessionalsRowsTexts;
  activeCount?: number;
  countIsMinimum?: boolean;
}) {
  const firstRow = professionals.slice(0, firstRowSize);
  const secondRow = professionals.slice(firstRowSize);
  return (
    <Box>
      <Stack sx={{ alignItems: 'center', mb: 3 }}>
        <Chip
          color="primary"
          label={texts.activeCount(
            `${activeCount ?? professionals.length}${countIsMinimum ? '+' : ''}`,
          )}
          sx={{ fontWeight: 700 }}
        />
      </Stack>
      <Stack spacing={2}>
        <Carousel label={texts.firstRow} direction="ltr" texts={texts.carousel}>
          {firstRow.map((professional) => (
            <ProfessionalCard
              key={professional.id}
              professional={professional}
              tasksText={texts.tasks}
            />
          ))}
        </Carousel>
        {secondRow.length > 0 && (
          <Carousel label={texts.secondRow} direction="rtl" texts={texts.carousel}>
            {secondRow.map((professional) => (
              <ProfessionalCard
                key={professional.id}
                professional={professional}
                tasksText={texts.tasks}
              />
            ))}
          </Carousel>
        )}
      </Stack>
    </Box>
  );
}
