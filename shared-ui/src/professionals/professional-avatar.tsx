import Avatar from '@mui/material/Avatar';
import { storageSrcSet } from '../responsive-image';
import { avatarColourOf, initialsOf } from './initials';

/** The photo when there is one; otherwise (or if it fails to load) the person's initials. */
export function ProfessionalAvatar({
  name,
  src,
  size = 64,
}: {
  name: string;
  src?: string | null;
  size?: number;
}) {
  return (
    <Avatar
      src={src ?? undefined}
      alt={name}
      // An uploaded photo offers its stored widths; the browser takes the smallest that fits.
      slotProps={{ img: { srcSet: storageSrcSet(src), sizes: `${size}px` } }}
      sx={{
        width: size,
        height: size,
        bgcolor: avatarColourOf(name),
        color: '#ffffff',
        fontWeight: 700,
        fontSize: size / 2.6,
      }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
