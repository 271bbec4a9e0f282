import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { userApi } from '../http';

/**
 * The object URL of an image the API serves only with the bearer token (`GET /api/files/images/{id}`), which an
 * `<img src>` cannot send; null while loading or when it failed. The URL is revoked when no longer shown.
 */
export function useProtectedImage(url: string | null | undefined): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!url) {
      setObjectUrl(null);
      return undefined;
    }
    let made: string | null = null;
    const controller = new AbortController();
    userApi.get<Blob>(url, { responseType: 'blob', signal: controller.signal }).then(
      (response) => {
        made = URL.createObjectURL(response.data);
        setObjectUrl(made);
      },
      () => setObjectUrl(null),
    );
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  return objectUrl;
}

type ProtectedImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | null | undefined;
  /** Describes the picture; empty for a decorative one. */
  alt: string;
};

/** An `<img>` of a protected image; keeps its box (width and height) while it loads. */
export function ProtectedImage({ src, alt, ...rest }: ProtectedImageProps) {
  const objectUrl = useProtectedImage(src);
  return objectUrl ? (
    <img src={objectUrl} alt={alt} {...rest} />
  ) : (
    <span role="presentation" className={rest.className} />
  );
}
