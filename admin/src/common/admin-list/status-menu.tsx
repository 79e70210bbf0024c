import { statusLabel } from '@inzira/shared-data/bookings';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { StatusChip } from './status-chip';

export interface StatusMenuProps {
  status: string;
  statuses: readonly string[];
  /** The row's name, so each row's button has its own accessible name. */
  rowName: string;
  onChange: (status: string) => void;
}

/** The row's status as a button: one pick from its menu changes it. */
export function StatusMenu({ status, statuses, rowName, onChange }: StatusMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        size="small"
        aria-label={`${statusLabel(status)}: change for ${rowName}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
        sx={{ px: 0.5, minWidth: 0 }}
      >
        <StatusChip status={status} />
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {statuses.map((value) => (
          <MenuItem
            key={value}
            selected={value === status}
            onClick={() => {
              setAnchor(null);
              if (value !== status) onChange(value);
            }}
          >
            {statusLabel(value)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
