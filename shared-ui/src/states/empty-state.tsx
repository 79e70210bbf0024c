import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { StateFrame } from './state-frame';

export interface StateAction {
  label: string;
  onClick?: () => void;
  /** An in-app route; rendered as a router link instead of a button. */
  href?: string;
}

export interface EmptyStateProps {
  title: string;
  text?: string;
  action?: StateAction;
  /** Keeps headings in order inside the page that hosts the state. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

export function EmptyState({ title, text, action, headingLevel = 'h2' }: EmptyStateProps) {
  return (
    <StateFrame gap={1.5} py={6}>
      <InboxOutlinedIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography component={headingLevel} variant="h6">
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ maxWidth: 480, overflowWrap: 'anywhere' }}>
          {text}
        </Typography>
      )}
      {action &&
        (action.href ? (
          <Button
            variant="contained"
            component={RouterLink}
            to={action.href}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        ) : (
          <Button variant="contained" onClick={action.onClick}>
            {action.label}
          </Button>
        ))}
    </StateFrame>
  );
}
