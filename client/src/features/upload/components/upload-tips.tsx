import type { ContentType } from '@inkreel/shared';
import { TYPE_CONFIG } from '../model/upload-config';
import './upload-tips.css';

export function UploadTips({ type }: { type: ContentType }) {
  const config = TYPE_CONFIG[type];
  return (
    <section className="card upload-card upload-tips" aria-labelledby="upload-tips-title">
      <h2 id="upload-tips-title" className="upload-card-title">
        Tips for uploading {config.noun}
      </h2>
      <ul>
        {config.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
