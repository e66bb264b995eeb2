"""Overrides for audio models: speech encoders, ASR, audio classifiers, codecs, TTS."""

from __future__ import annotations

from typing import Any

import torch

from hfcompat.factory.inputs import audio
from hfcompat.factory.inputs.context import NEW_TOKENS
from hfcompat.factory.inputs.probe import preserved
from hfcompat.factory.overrides.base import Override


def _muse_audio(ctx: Any) -> None:
    """The feature extractor pads waveforms to a multiple of 1920 samples (the codec's hop)."""
    ctx.inputs["input_values"] = ctx.randn(*ctx.inputs["input_values"].shape[:-1], 2 * 1920)


def _waveform_states(ctx: Any) -> None:
    """The acoustic tokenizer's encoder takes the waveform as hidden_states (B, 1, samples)."""
    ctx.inputs["hidden_states"] = ctx.randn(2, 1, 3200)


def _latent_states(ctx: Any) -> None:
    """The acoustic tokenizer's decoder takes latent frames as hidden_states (B, latent width, frames)."""
    ctx.inputs["hidden_states"] = ctx.randn(2, int(ctx.config.hidden_size), 8)


def _asr_window(ctx: Any) -> None:
    mels = int(ctx.config.num_mel_bins)
    ctx.inputs["input_features"] = ctx.randn(2, mels, 2 * int(ctx.config.n_window))
    ctx.inputs["input_features_mask"] = torch.ones(2, 2 * int(ctx.config.n_window), dtype=torch.long)


def _tts_targets(ctx: Any) -> None:
    """FastSpeech 2 trains on aligned targets: 2 frames per token, the spectrogram, pitch and energy."""
    config = getattr(ctx.config, "model_config", ctx.config)
    ids = ctx.inputs["input_ids"]
    batch, tokens = ids.shape
    ctx.inputs["duration_labels"] = torch.full((batch, tokens), 2, dtype=torch.long)
    ctx.inputs["spectrogram_labels"] = ctx.randn(batch, 2 * tokens, int(config.num_mel_bins))
    ctx.inputs["pitch_labels"] = ctx.randn(batch, tokens, 1)
    ctx.inputs["energy_labels"] = ctx.randn(batch, tokens, 1)


def _vocoder_noise(ctx: Any) -> None:
    """UnivNet draws its noise input with torch.randn when none is given (CPU and device RNGs differ):
    fed as an input (B, frames, model_in_channels), as a user with a seeded generator does."""
    batch, frames = ctx.inputs["input_features"].shape[:2]
    ctx.inputs["noise_sequence"] = ctx.randn(batch, frames, int(ctx.config.model_in_channels))


def _spectrogram(ctx: Any) -> None:
    """An AST-style spectrogram patch model takes input_values (B, frames, mel bins)."""
    ctx.inputs["input_values"] = ctx.randn(2, ctx.config.max_length, ctx.config.num_mel_bins)


def _sample_mask(ctx: Any) -> None:
    """The CTC loss counts encoder frames from the output mask, which the encoder builds only from the
    feature extractor's raw-audio ``padding_mask``; a mono waveform gets its mask of ones."""
    wave = ctx.inputs.get("input_values")
    if isinstance(wave, torch.Tensor) and "padding_mask" not in ctx.inputs:
        ctx.inputs["padding_mask"] = torch.ones(wave.shape[0], wave.shape[-1], dtype=torch.long)


def _csm_cutoffs(ctx: Any) -> None:
    """CSM's processor marks where each sample's audio ends in its waveform (``input_values_cutoffs``,
    one clip per sample here, padded with -1 when a sample has more): the whole waveform."""
    wave = ctx.inputs.get("input_values")
    if isinstance(wave, torch.Tensor):
        ctx.inputs["input_values_cutoffs"] = torch.full((wave.shape[0], 1), wave.shape[-1], dtype=torch.long)


def _kyutai_codes(ctx: Any) -> None:
    """Kyutai STT reads, at each position, the text token and one Mimi code per codebook
    (``input_ids`` of shape ``(B, S, 1 + num_codebooks)``): the codes come from the model's own codec
    encoding S frames of waveform (``frame_size`` samples each); padded positions hold the audio pad id
    in every stream, as the processor pads. Labels stay the text stream."""
    ids = ctx.inputs.get("input_ids")
    if not isinstance(ids, torch.Tensor) or ids.dim() != 2:
        return
    batch, seq = ids.shape
    if ctx.prompt:  # generate transcribes a waveform from its bos token on, encoding the codes itself
        _kyutai_waveform(ctx, batch)
        return
    codebooks = int(ctx.config.num_codebooks)
    codec = getattr(ctx.model, "codec_model", None)
    if codec is None:  # the base model holds no codec: its users bring Mimi's codes, each below the
        # codebook vocabulary's last id (2048 codes in 2049 ids), which is the audio stream's own
        codes = ctx.randint(0, int(ctx.config.codebook_vocab_size) - 1, batch, seq, codebooks)
        # the shrunk audio pad id falls among them (69569 lies past every code in the checkpoints)
        codes[codes == int(ctx.config.audio_pad_token_id)] = 0
    else:
        wave = ctx.randn(batch, 1, seq * int(ctx.config.frame_size))
        with preserved(ctx.model):
            codes = codec.encode(wave, num_quantizers=codebooks).audio_codes.transpose(1, 2)
    codes = torch.nn.functional.pad(codes[:, :seq], (0, 0, 0, max(seq - codes.shape[1], 0)))
    mask = ctx.inputs.get("attention_mask")
    if isinstance(mask, torch.Tensor):
        codes = codes.masked_fill(mask.unsqueeze(-1) == 0, int(ctx.config.audio_pad_token_id))
    ctx.inputs["input_ids"] = torch.cat([ids.unsqueeze(-1), codes.long()], dim=-1)


def _kyutai_waveform(ctx: Any, batch: int) -> None:
    """Kyutai STT's generate prompt is what its feature extractor returns, the waveform and its
    ``padding_mask``: generate starts from the bos token, encodes the audio with the model's codec
    window by window, and makes one token per codec frame, at most as many as the waveform holds
    (it cuts max_new_tokens to them), so the waveform is as many frames long as the new tokens."""
    samples = NEW_TOKENS * int(ctx.config.frame_size)
    ctx.inputs = {"input_values": ctx.randn(batch, 1, samples),
                  "padding_mask": torch.ones(batch, samples, dtype=torch.long)}


def _dia_codes(ctx: Any) -> None:
    """Dia's decoder reads DAC codes per channel, ``(B, frames, channels)``, under its delay pattern
    (channel c lags c's delay), and trains on them shifted by one, flattened to ``(B * channels,
    frames)`` with BOS and PAD ignored. Built as DiaProcessor builds them (its own delay helpers):
    BOS, codes, EOS, PAD filling the delay; the special ids sit at the top of the codebook as in
    the processor's defaults (EOS, PAD, BOS = vocab - 4, - 3, - 2 of 1028)."""
    from transformers import DiaProcessor

    if ctx.prompt or "input_ids" not in ctx.inputs:
        return
    decoder = ctx.config.decoder_config
    delays = list(ctx.config.delay_pattern)
    channels, vocab = int(decoder.num_channels), int(decoder.vocab_size)
    eos, pad, bos = vocab - 4, vocab - 3, vocab - 2
    batch, frames = ctx.inputs["input_ids"].shape[0], 8
    audio = torch.full((batch, frames + 2 + max(delays), channels), pad, dtype=torch.long)
    audio[:, 0] = bos
    audio[:, 1:frames + 1] = ctx.randint(0, eos, batch, frames, channels)
    audio[:, frames + 1] = eos
    indices = DiaProcessor.build_indices(bsz=batch, seq_len=audio.shape[1], num_channels=channels,
                                         delay_pattern=delays, revert=False)
    delayed = DiaProcessor.apply_audio_delay(audio=audio, pad_token_id=pad, bos_token_id=bos,
                                             precomputed_idx=indices).long()
    labels = delayed[:, 1:].clone()
    labels[(labels == pad) | (labels == bos)] = -100
    ctx.inputs["labels"] = labels.transpose(1, 2).reshape(batch * channels, -1).contiguous()
    ctx.inputs["decoder_input_ids"] = delayed[:, :-1]
    ctx.inputs["decoder_attention_mask"] = torch.ones(batch, delayed.shape[1] - 1, dtype=torch.long)


def _codec_semantic(ctx: Any) -> None:
    """A codec that pairs the waveform with a semantic encoder's features (X-Codec 2, NeuCodec) joins
    the two frame by frame: the features must have one frame per codec hop of the waveform, as its
    feature extractor makes them. The waveform is 16 hops long (mono, ``(B, 1, samples)``), the features
    ``(B, 16, width)`` at the semantic encoder's input width."""
    frames = 16
    hop = int(ctx.config.hop_length)
    width = audio.mel_bins(ctx)[0]
    batch = ctx.inputs["input_values"].shape[0] if "input_values" in ctx.inputs else 2
    ctx.inputs["input_values"] = ctx.randn(batch, 1, frames * hop)
    ctx.inputs["input_features"] = ctx.randn(batch, frames, width)
    if "input_features_mask" in ctx.inputs:
        ctx.inputs["input_features_mask"] = torch.ones(batch, frames, dtype=torch.long)


def _realtime_frames(ctx: Any) -> None:
    """Voxtral Realtime adds one audio embedding to each text position (it streams, text delayed behind
    audio), so the text's length sets the audio: ``audio_length_per_tok`` mel frames per token, as its
    processor pads the audio to the transcript's token count. A generate prompt is the first tokens of
    a whole clip: generate makes one token per audio token and stops at the audio's end (its max_length
    is the clip's token count), so the clip also holds the new tokens'."""
    ids = ctx.inputs.get("input_ids")
    if isinstance(ids, torch.Tensor) and "input_features" in ctx.inputs:
        tokens = ids.shape[1] + (NEW_TOKENS if ctx.prompt else 0)
        frames = tokens * int(ctx.config.audio_length_per_tok)
        mels = int(ctx.config.audio_config.num_mel_bins)
        ctx.inputs["input_features"] = ctx.randn(ids.shape[0], mels, frames)


def _delay_condition(ctx: Any) -> None:
    """Voxtral Realtime's text decoder scales every layer's norm by ``t_cond``, the sinusoidal embedding
    of the transcription delay, which the full model computes from ``num_delay_tokens`` and hands it
    through ``**kwargs`` (no default: without it the first layer fails on None). Made the same way,
    from the full config's default delay."""
    from transformers import VoxtralRealtimeConfig
    from transformers.models.voxtral_realtime.modeling_voxtral_realtime import VoxtralRealtimeTimeEmbedding

    delay = float(VoxtralRealtimeConfig().default_num_delay_tokens)
    embed = VoxtralRealtimeTimeEmbedding(int(ctx.config.hidden_size))
    ctx.inputs["t_cond"] = embed(torch.full((1,), delay))[None, ...]


def _speech_alone(ctx: Any) -> None:
    """SeamlessM4T's encoders are alternatives, one per call: given speech features, forward encodes
    them and ignores the text (it warns that the two are exclusive), with the attention mask taken as
    the frames' (its processor returns it so). Speech comes alone, its frame mask beside it."""
    if "input_features" in ctx.inputs and "input_ids" in ctx.inputs:
        del ctx.inputs["input_ids"]
        ctx.inputs.update(audio.feature_mask(ctx, "attention_mask")[0])


def _vibevoice_prompt(ctx: Any) -> None:
    """VibeVoice's processor returns an ``attention_mask`` with the ids, which forward takes through
    ``**kwargs`` (so the text recipe, reading the signature, left it out) and generate counts each
    sample's prompt from. In a generate prompt the voice sample is encoded without the σ-VAE noise
    (``sample=False``, forward's documented deterministic path): that noise is drawn with torch.randn
    on the model's device, which CPU and device RNGs draw differently (issue 23)."""
    ids = ctx.inputs.get("input_ids")
    if isinstance(ids, torch.Tensor) and "attention_mask" not in ctx.inputs:
        ctx.inputs["attention_mask"] = torch.ones_like(ids)  # the samples are as long as each other
    if ctx.prompt and "input_values" in ctx.inputs:
        ctx.inputs["sample"] = False


CODEC_SEMANTIC = ("the semantic features come one frame per codec hop of the waveform; the quantizer's width "
                  "(quantization_dim, 2048) must equal the acoustic plus semantic widths it reads (1024 + 1024 by "
                  "default), which the shrinker cannot tie: 32 + 32 when shrunk")
# Measured (issue 23; tests/unit/test_codec_conditioning.py): the float32 train step's verdict at 0.2
# was a 1e12 gradient where the CPU's is exactly 0, which no op replay can place.
CODEC_INIT = ("; its acoustic encoder is 17 convolutions with no normalisation between them (fan-in up to 5,120): "
              "at the factory's init std 0.2 each multiplies the signal by up to ~14 and it leaves at ~1e21, where "
              "the quantizer's tanh is saturated - its gradient exactly 0 on CPU, ~1e-7 on a stack whose tanh "
              "rounds one ulp below 1, times the encoder's gain. At 0.04 it leaves at ~60; at 0.03 or less the "
              "quantizer's inputs all round to one code and the decoder normalises a constant (silent audio, "
              "gradients of 1e14 through the norms' 1/sqrt(eps))")

_VIBE: dict[str, Any] = {
    "reason": "the convolutional tokenizer doubles num_filters at each of 6 downsampling stages (32 -> 2048 "
              "channels, 86M parameters); 4 filters keep the stages at a tiny width",
    "config": {"num_filters": 4},
}

OVERRIDES: dict[str, Override] = {
    "whisper": Override(
        reason="the encoder insists on 2 x max_source_positions input frames; 1500 positions makes "
        "3000-frame inputs, 64 keeps the same path at 128 frames",
        config={"max_source_positions": 64, "max_target_positions": 64},
    ),
    "wav2vec2": Override(
        reason="the 7-layer conv feature encoder keeps its kernels and strides (so 4000 samples still "
        "give 12 frames for CTC), only its channels shrink; SpecAugment masks are random",
        config={"conv_dim": [32] * 7, "mask_time_prob": 0.0, "mask_feature_prob": 0.0,
                "num_conv_pos_embeddings": 16, "num_conv_pos_embedding_groups": 4},
    ),
    "audio-spectrogram-transformer": Override(
        reason="AST patches a (frames, mel bins) spectrogram given as input_values; 1024 frames shrink to 64 "
        "(16x16 patches at stride 10 still overlap)",
        config={"max_length": 64}, inputs=_spectrogram,
    ),
    "cohere_asr": Override(
        reason="the default config leaves decoder_start_token_id unset; decoding starts from the bos token (4)",
        config={"decoder_start_token_id": 4},
    ),
    "fun_asr_nano": Override(
        reason="the validator ties the adaptor's intermediate size to text hidden_size // 4",
        config={"adaptor_config": {"intermediate_size": 8}},
    ),
    "bark": Override(
        reason="BarkModel has no forward (it chains three generators in generate()); its first stage, the "
        "semantic causal LM, is the trainable transformer (Bark refuses labels: the loss is the outputs' mean)",
        class_name="BarkSemanticModel",
    ),
    "univnet": Override(
        reason="the vocoder's step would draw its noise input with torch.randn, which CPU and device RNGs draw "
        "differently (issue 23): the noise is fed as an input, so both sides get the same. At the factory's init "
        "std 0.2 the vocoder's final tanh saturates (waveform rms 0.97) and float32 has no digit of its gradients "
        "(the CPU's own error 16x their size); at 0.02 (no attention to peak) that error is 3e-4",
        config={"initializer_range": 0.02}, inputs=_vocoder_noise,
    ),
    "vits": Override(
        reason="VITS's forward (its only path: training raises) samples the duration flow's and the prior's latents "
        "with torch.randn times noise_scale_duration / noise_scale, which CPU and device RNGs draw differently "
        "(issue 23): at 0 the step is the deterministic mean path (the draws are multiplied by 0). The mean "
        "durations are longer than the noisy ones (23,040 samples, not 13,824): speaking_rate 2 keeps the "
        "waveform the default's length (13,056), and the step inside a sweep's time limit",
        config={"noise_scale": 0.0, "noise_scale_duration": 0.0, "speaking_rate": 2.0},
    ),
    "wav2vec2-bert": Override(reason="the default config leaves the CTC vocabulary unset (vocab_size=None)",
                              config={"vocab_size": 32}),
    "wav2vec2-conformer": Override(reason="the default config leaves the CTC vocabulary unset (vocab_size=None)",
                                   config={"vocab_size": 32}),
    "moonshine_streaming": Override(
        reason="the decoder layers read num_key_value_heads from the top config, which the default lacks; the "
        "decoder start id is unset too",
        config={"num_key_value_heads": 4, "decoder_start_token_id": 1},
    ),
    "fastspeech2_conformer": Override(
        reason="in training mode FastSpeech 2 requires all its aligned targets (spectrogram, durations, pitch, "
        "energy), which a dataset's aligner makes", inputs=_tts_targets),
    "fastspeech2_conformer_with_hifigan": Override(
        reason="in training mode FastSpeech 2 requires all its aligned targets (spectrogram, durations, pitch, "
        "energy), which a dataset's aligner makes", inputs=_tts_targets),
    "moonshine": Override(
        reason="the default config leaves pad and decoder start ids unset; labels are shifted with them. Its "
        "attention views the queries with num_key_value_heads heads, so (as in the default config, 8 and 8) the "
        "shrunk KV heads must equal the attention heads",
        config={"pad_token_id": 0, "decoder_start_token_id": 1, "encoder_num_key_value_heads": 4,
                "decoder_num_key_value_heads": 4},
    ),
    "qwen3_asr_encoder": Override(
        reason="features are processed in windows of n_window*2 frames: the inputs are one 100-frame window",
        inputs=_asr_window,
    ),
    "muse_spark_audio": Override(reason="waveforms come padded to a multiple of the codec hop (1920 samples)",
                                 inputs=_muse_audio),
    "vibevoice_acoustic_tokenizer": Override(**_VIBE),
    "vibevoice_acoustic_tokenizer_encoder": Override(**_VIBE, inputs=_waveform_states),
    "vibevoice_acoustic_tokenizer_decoder": Override(**_VIBE, inputs=_latent_states),
    "vibevoice": Override(reason=_VIBE["reason"] + "; the processor's attention mask goes with the ids, and a "
                          "generate prompt encodes its voice sample without the device-drawn σ-VAE noise",
                          config={"audio_config": {"num_filters": 4}, "semantic_model_config": {"num_filters": 4}},
                          inputs=_vibevoice_prompt),
    "vibevoice_asr": Override(reason=_VIBE["reason"],
                              config={"acoustic_tokenizer_encoder_config": {"num_filters": 4},
                                      "semantic_tokenizer_encoder_config": {"num_filters": 4}}),
    "voxtral": Override(
        reason="the default config leaves audio_token_id unset (the processor's tokenizer supplies it); Voxtral "
        "checkpoints use 24", config={"audio_token_id": 24},
    ),
    "qwen3_asr": Override(
        reason="the projector's output width (audio_config.output_dim, 3584) must equal the text width, which the "
        "default text config does not (2048) so the shrinker cannot tie them; 32 is the shrunk text width",
        config={"audio_config": {"output_dim": 32}},
    ),
    "omniasr_ctc": Override(reason="the CTC loss needs the raw-audio padding_mask (without it the encoder "
                            "returns no frame mask to count logit lengths from)", inputs=_sample_mask),
    "csm": Override(
        reason="the default config pads with the audio placeholder id (128002 is both), so padding would count as "
        "audio; the waveform comes with its cutoffs, which the processor makes", config={"pad_token_id": 2},
        inputs=_csm_cutoffs,
    ),
    "kyutai_speech_to_text": Override(reason="the text ids travel with Mimi codes per codebook (the audio stream); "
                                      "generate takes the waveform instead, as the feature extractor returns it",
                                      inputs=_kyutai_codes),
    "dia": Override(reason="the decoder takes per-channel audio codes under the delay pattern, as DiaProcessor "
                    "makes them", inputs=_dia_codes),
    "gemma4_audio": Override(
        reason="the subsampler's projection takes (subsampling_conv_channels[0] // 4) * channels[1] inputs, i.e. it "
        "reads the mel count as conv0's channel count (both 128 in the real config, 128 mels in its feature "
        "extractor); conv0 keeps its 128 channels so the 128-mel features fit, conv1 shrinks",
        config={"subsampling_conv_channels": [128, 32]},
    ),
    "xcodec": Override(
        reason="codebook_dim is derived (acoustic + semantic hidden sizes) when unset, but the default config stores "
        "the full-size value, which the shrinker shrinks on its own; unset, it follows the shrunk widths",
        config={"codebook_dim": None},
    ),
    "higgs_audio_v2_tokenizer": Override(
        reason="encode() concatenates the acoustic frames (hop = prod(downsampling_ratios)) with the semantic "
        "HuBERT's 16 kHz frames thinned by hop / 1.5 / downsample_factor; the default ratios [8, 5, 4, 2] give "
        "75 against 50 frames a second (the thinning rounds to 0), which no waveform length reconciles. The "
        "tokenizer's checkpoints run at 25 frames a second: a fifth stage of 3 (hop 960) gives 25 and 50 / 2",
        config={"acoustic_model_config": {"downsampling_ratios": [8, 5, 4, 2, 3],
                                          "upsampling_ratios": [8, 5, 4, 2, 3]}},
    ),
    "xcodec2": Override(reason=CODEC_SEMANTIC + CODEC_INIT, config={"quantization_dim": 64, "initializer_range": 0.04},
                        inputs=_codec_semantic),
    "neucodec": Override(reason=CODEC_SEMANTIC + CODEC_INIT, config={"quantization_dim": 64, "initializer_range": 0.04},
                         inputs=_codec_semantic),
    "voxtral_realtime": Override(reason="the audio is as long as the text: audio_length_per_tok frames per token "
                                 "(a generate prompt's, as long as the text and the new tokens)",
                                 inputs=_realtime_frames),
    "voxtral_realtime_text": Override(reason="the text decoder needs the delay's time embedding (t_cond), which "
                                      "the full model passes it", inputs=_delay_condition),
    **{t: Override(reason="text and speech are alternative inputs: speech is fed alone, with its frame mask",
                   inputs=_speech_alone) for t in ("seamless_m4t", "seamless_m4t_v2")},
    "clvp": Override(
        reason="the speech encoder embeds the speech decoder's argmax ids, but the default speech_config "
        "vocabulary (256) is smaller than the decoder's (8194); real checkpoints size them alike. The "
        "encoders' rotary embedding is at least 32 wide, so their heads are 32 wide (width 128)",
        config={"speech_config": {"vocab_size": 8194, "hidden_size": 128},
                "text_config": {"hidden_size": 128}}, keep_vocab=True,
    ),
}
