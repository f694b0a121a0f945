import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn.ts';

const SIZES = { md: 'size-8', lg: 'size-16 text-2xl' } as const;

type AvatarProps = {
  size?: keyof typeof SIZES;
  /** The picture's address; without one (or when it fails to load) the initial or an icon shows. */
  picture: string | null;
  /** Whose avatar: its first letter is the fallback. */
  name: string | null;
  className?: string;
};

/** A round picture of the user, decorative: the name is always written next to it. */
export function Avatar({ picture, name, size = 'md', className }: AvatarProps) {
  const [failedPicture, setFailedPicture] = useState<string | null>(null);
  const initial = name?.trim().charAt(0).toUpperCase() ?? '';
  const showPicture = picture !== null && picture !== failedPicture;
  return (
    <span
      aria-hidden="true"
      data-testid="avatar"
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-indigo-100 font-semibold text-indigo-700',
        SIZES[size],
        className,
      )}
    >
      {showPicture ? (
        <img
          src={picture}
          alt=""
          referrerPolicy="no-referrer"
          className="size-full object-cover"
          onError={() => setFailedPicture(picture)}
        />
      ) : initial ? (
        initial
      ) : (
        <UserRound className="size-1/2" />
      )}
    </span>
  );
}
