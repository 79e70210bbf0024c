import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';

export interface CheckListProps {
  items: string[];
  /** Names the list for screen readers when no heading does. */
  label?: string;
}

/** What a service offers or a project achieved, each behind a green tick. */
export function CheckList({ items, label }: CheckListProps) {
  return (
    <List dense aria-label={label}>
      {items.map((item) => (
        <ListItem key={item} disableGutters>
          <ListItemIcon sx={{ minWidth: 32, color: 'success.main' }}>
            <CheckCircleIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={item} />
        </ListItem>
      ))}
    </List>
  );
}
