import { useCallback, type ImgHTMLAttributes } from 'react';

type BlobImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { blob: Blob; alt: string };

/**
 * An image from bytes already fetched (one that needs the bearer token, which an <img src> cannot
 * send): shown through an object URL made as the image appears and revoked as it goes.
 */
export function BlobImage({ blob, alt, ...imgProps }: BlobImageProps) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(blob);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <img ref={attach} alt={alt} {...imgProps} />;
}
