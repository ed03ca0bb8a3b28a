import type { Uploader } from '@inkreel/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useExtension } from '../../lib/api/extensions';
import { creatorPath } from '../../lib/community/creator-path';
import './community.css';

interface CreatorLinkProps {
  uploader: Uploader;
  className?: string;
  /** What the link says, when not the plain name (a search marks the matched words in it). */
  children?: ReactNode;
}

/**
 * An uploader's name, leading to their page when the provider offers creator pages and names the
 * uploader's id; plain text otherwise (a provider with the specification's calls only).
 */
export function CreatorLink({ uploader, className, children }: CreatorLinkProps) {
  const offered = useExtension('creators');
  const content = children ?? uploader.name;
  if (!offered || !uploader._id) return <span className={className}>{content}</span>;
  return (
    <Link to={creatorPath(uploader._id)} className={`creator-link ${className ?? ''}`.trim()}>
      {content}
    </Link>
  );
}
