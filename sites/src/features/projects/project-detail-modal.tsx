import { useProject } from '@inzira/shared-data/projects';
import { defaultProjectImage } from '@inzira/shared-ui/project-card';
import { ErrorState, LoadingState } from '@inzira/shared-ui/states';
import { VideoEmbed } from '@inzira/shared-ui/video';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface ProjectDetailModalProps {
  projectId: string;
  /** Shown while the full project (with its team) loads. */
  title: string;
  onClose: () => void;
  onBook: () => void;
}

/** The project with its team and video; loaded on demand when a card is opened. */
export function ProjectDetailModal({ projectId, title, onClose, onBook }: ProjectDetailModalProps) {
  const titleId = useId();
  const { data: project, error, isLoading, mutate } = useProject(projectId);
  let body;
  if (error) body = <ErrorState message={error.message} onRetry={() => void mutate()} />;
  else if (isLoading) body = <LoadingState label="Loading project..." />;
  else if (!project) body = <Typography>This project is no longer available.</Typography>;
  else
    body = (
      <Stack spacing={2}>
        {project.video_link ? (
          <VideoEmbed url={project.video_link} title={project.title} />
        ) : (
          <Box
            component="img"
            src={project.image?.trim() || defaultProjectImage}
            alt=""
            width={800}
            height={500}
            sx={{
              width: '100%',
              height: 'auto',
              aspectRatio: '16 / 10',
              objectFit: 'cover',
              borderRadius: 2,
            }}
          />
        )}
        {project.client_name && (
          <Typography color="text.secondary">Client: {project.client_name}</Typography>
        )}
        {project.completed_date && (
          <Typography color="text.secondary">Completed: {project.completed_date}</Typography>
        )}
        <Typography sx={{ whiteSpace: 'pre-line' }}>{project.description}</Typography>
        {project.technologies_used.length > 0 && (
          <Stack
            direction="row"
            useFlexGap
            spacing={0.75}
            sx={{ flexWrap: 'wrap' }}
            aria-label="Technologies"
          >
            {project.technologies_used.map((tech) => (
              <Chip key={tech} label={tech} size="small" color="primary" variant="outlined" />
            ))}
          </Stack>
        )}
        {project.team.length > 0 && (
          <Box>
            <Typography component="h3" variant="h6">
              Team
            </Typography>
            <Box component="ul" sx={{ pl: 3, m: 0 }}>
              {project.team.map((member) => (
                <li key={member.id}>
                  {member.full_name}, {member.title}
                </li>
              ))}
            </Box>
          </Box>
        )}
      </Stack>
    );

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{project?.title ?? title}</DialogTitle>
      <DialogContent dividers>{body}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={onBook}>
          Book Yours
        </Button>
      </DialogActions>
    </Dialog>
  );
}
