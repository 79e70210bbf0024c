import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Paragraphs of resource content; a paragraph made of "- " lines is a bulleted list. */
export function ContentBody({ paragraphs }: { paragraphs: string[] }) {
  return paragraphs.map((paragraph, index) => {
    const lines = paragraph.split('\n');
    if (lines.every((line) => line.startsWith('- ')))
      return (
        <Box component="ul" key={index} sx={{ pl: 3, my: 2, '& li': { mb: 0.75 } }}>
          {lines.map((line) => (
            <li key={line}>
              <Typography>{line.slice(2)}</Typography>
            </li>
          ))}
        </Box>
      );
    return (
      <Typography key={index} sx={{ my: 2, fontSize: '1.0625rem' }}>
        {paragraph}
      </Typography>
    );
  });
}
