import { splitTags } from '@inkreel/shared';
import { formatFileSize } from '../../../lib/format/format';
import { useObjectUrl } from '../hooks/use-object-url';
import type { UploadFormState } from '../model/form-state';
import { TYPE_CONFIG } from '../model/upload-config';
import { TypeIcon } from './type-icon';
import './preview-panel.css';

const isKind = (file: File | null, kind: string) => Boolean(file?.type.startsWith(`${kind}/`));

/** Live preview: shows what the upload will look like as the form is filled in. */
export function PreviewPanel({ form }: { form: UploadFormState }) {
  const { type, text, file, image } = form;
  const config = TYPE_CONFIG[type];
  // docs/product.md section 5: a video only for video files, an image only for image files.
  const videoUrl = useObjectUrl(type === 'video' && isKind(file, 'video') ? file : null);
  const audioUrl = useObjectUrl(type === 'audio' && isKind(file, 'audio') ? file : null);
  const imageUrl = useObjectUrl(isKind(image, 'image') ? image : null);
  const tags = splitTags(text.tags);
  const body = type === 'poem' || type === 'story' ? text.content : text.description;
  const imageLabel = type === 'video' ? 'Thumbnail' : type === 'audio' ? 'Artwork' : 'Cover';
  const byline = type === 'audio' ? text.artist : type === 'book' ? text.author : '';

  return (
    <section className="card upload-card" aria-labelledby="upload-preview-title">
      <h2 id="upload-preview-title" className="upload-card-title">
        Preview
      </h2>
      <div className={`upload-preview upload-preview-${type}`}>
        {config.file && (
          <div className="upload-preview-media">
            {videoUrl ? (
              <video src={videoUrl} controls muted playsInline aria-label="Video preview" />
            ) : imageUrl ? (
              <img src={imageUrl} alt={`${imageLabel} preview`} />
            ) : (
              <div className="upload-preview-placeholder">
                <TypeIcon type={type} size={40} />
                <span>
                  {file ? file.name : `Your ${config.label.toLowerCase()} will appear here`}
                </span>
              </div>
            )}
          </div>
        )}
        {videoUrl && imageUrl && (
          <figure className="upload-preview-thumb">
            <img src={imageUrl} alt={`${imageLabel} preview`} />
            <figcaption>Thumbnail</figcaption>
          </figure>
        )}
        {audioUrl && (
          <audio
            src={audioUrl}
            controls
            aria-label="Audio preview"
            className="upload-preview-audio"
          />
        )}
        {file && type === 'book' && (
          <p className="upload-preview-file">
            {file.name} · {formatFileSize(file.size)}
          </p>
        )}
        <h3 className="upload-preview-title" data-empty={text.title.trim() ? undefined : true}>
          {text.title.trim() || 'Untitled'}
        </h3>
        {byline.trim() && <p className="upload-preview-byline">by {byline.trim()}</p>}
        {type === 'audio' && text.genre.trim() && (
          <p className="upload-preview-byline">{text.genre.trim()}</p>
        )}
        {body.trim() ? (
          <p className={`upload-preview-body${config.file ? '' : ' upload-preview-writing'}`}>
            {body}
          </p>
        ) : (
          type !== 'audio' && (
            <p className="upload-preview-body muted">
              Your {config.file ? 'description' : config.label.toLowerCase()} will appear here.
            </p>
          )
        )}
        {tags.length > 0 && (
          <ul className="upload-tags" aria-label="Tags">
            {tags.map((tag, index) => (
              <li key={`${tag}-${index}`}>#{tag}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
