#!/usr/bin/env python
"""hfcompat repro: aten::convolution_backward.default on torch-xla (lazy).

From case arch:neucodec|torch-xla|lazy|bfloat16|train|short; the backward pass failed there: mismatch in outputs, grads: outputs worst audio_codes max|Δ| 0.141; grads worst acoustic_encoder.conv1.weight max|Δ| 2.75e+12 (zeros, 1.37e+14x its bound)
Run it alone:  python aten_convolution_backward.default-0a2091bc.py   (exit 1: the failure reproduced; 0: it did not)
"""
import base64
import json
import math
import sys

import torch

OP, OVERLOAD = 'aten::convolution_backward', 'default'
BACKEND, MODE = 'torch-xla', 'lazy'
EXPECTED = 'mismatch'  # "error" or "mismatch"
BACKWARD = False  # True: the op's backward runs too, as where the case failed (its graph held both)
TOL = 0.001
ARGS = json.loads('[{"__tensor__": {"shape": [2, 32, 16], "dtype": "bfloat16", "stride": [512, 16, 1], "requires_grad": false, "min": -1.8358230590820312e-05, "max": 2.110004425048828e-05, "values": "izQPNYK2aTaINjQzvbOQtAQ2r7Z4tXS3hzaRNBs3jjURNK+0ETZBtZizTDQqNRC1ojRgtfW2VTWAtJ42FLZfNts1WrPjNco1drT/tR20ErQqNm22frXctU42JjWOtu41WbSrNuo10TYQNsQ0PbW8tds0H7UONz+2Lrc9tkG1nrZ8NsO21jVits61QjWkNsC0GbV/NS2zMDZ/tBq1irYKNu41kTYmtK41ULLHts21XrUttSs3ZjUbt1m2QzamMmo09LTZNUs3drWHtiu2FjUatou2PbeRtQE3kzdDtzy21zUEt2s21zaFtt61m7XgtNS0lzQStZo2F7YQNrk1UrZPNqE2rjWUNE62NTX2NLg2s7U2toQ3yzZVtyQ1C7dgNjG3LjYItuc0mTUZtMg0ADYjto41wDVPtqo2v7aTNMW2pzaTNag1tLYBtpU1oDWYtVg2PrbENZw1SjMBNeQ1xzVGtgq1kzWUtTO1ZjZxtXW1hLQptp+1IDfUtJ6yP7WTtX+2lrayths37jThtWa1FDUmtXC1jzWyNoa1+zSYtmg1wzUftMC1mzUZNm211bTVtdW1NLSLNfY1fbUJNQu3CjfdNFs2LjYRNmC1wrb2tQS2tbUztpA2nLYsNzG1tLUxtpg1mjYttoy2VDXOtFi0UDXotGgytzVJNd01iDUZNTa2hrWrtXW04DWaNfi0gbSaNY+1sjMSttI1QLXONAY18LTxM1G2uzaFtuU1o7aRNUM0rDSGtqW0xjXWNUc2qralNsY1uDWytug1xDZNtZW1rLXztI+1CrbYNRu2hzY/tR41/7P2sw624TaYNbK19TWjMw+2VrYytiQ2vrYHN822ajbstBe0HzeGtqk0GbXvNBU1PTYMsw41vDSat982MbduN9m1mrYEtDI3yDYfNSu21TSkM2G067aytTC3YDbBte42vrQAtx819TWftkmykDWdNgA0vjWoNIM2qTUutgm2qzUVNco2xzY0tgK2CjULNmS2B7bYtWm2lDYCtZY3XLc+trK2jTUINho1dLb2tVI1zDUFNmY2lzXstrs2LjYgNji35DSltce1AzfoNSG1/bQkNKy1ybXothg2BzYbNpG2JrUQNuG0djbSNqyz8TPANI61JLV6s/80a7Zutr+2PjfMtpe1EbczNUI33jW8tgQ2OLW5NdG2TbcPNp42CzZZtrU2qjbEtNA0DTYntgS1HjaotJa1hjPctAM31LacNVC2D7ZBNh22CrYaNgK2N7boNZ41jbZ1tu21erexN9Y1KDayNfk1YLXtttE18bbeNfI0FDb5Nb82DrbBNqo1MbZQtku2uTamtSY2obZRtRC1czYVNpA1r7U5tYO1gTaQtfe2xDaxtIYzRrfKtb01IbPUs4e1lzXgNgk2MbRZNAu17DUmNi61tbUgtvI2ZrZENQa1nzX4Ne41cra0NIO1z7Rltce19jXrtIk2uLWhNCEzxjRZtnY1m7QRNnu2r7WUNZW1JTZHMwI3Irf/tAi1dLYHN1m1Vrf2NWm15DamtDG2ejaTNFg2RjOANsU1GbY9NDY2BbaiNqc0tbautau1HjaSNEQye7YFtWE2FzaZM4Q1CrUAtqi1S7UUNf40ILZ1tVW1pjXLM8S2yTYHN6k1uTWHNcs1TDVktiG297acNRY2grYKNYe1i7YNN4e12DVBs960V7YWNBW1FjUNtm80uLTstQk2HzVJNgK2ADaQNQy1DDcaNja2gjZbtp82IzY+t921lbWstji1dbeiNYo2o7UVNQ80xDZetSE1kzUetoY2kbXKM1I2WTZ8Npw2RrW1NRo1trWBs++2jjVStKy1MzWhtXW1JLZuNoM29LaCtYU1ezYPsw21nbSsNZG2VLSGtOO0KjbotUO3gLZ0tES2s7UONmc1EzblNYy0KjbytRg2uzbzNUI2ijXMNWE2aTQ1toW1STWXNeE1brYzsts0FLYBtes0G7WlNps1pTYJtZe1HzZXtfk1JrZdtq61LbWmsxq2jLXdtVu0DjfctCs0lzUUNHE0gTQAtAa1yrV6NBQ16rWsts21P7RHtuK2mDbhtB00gbUMNdY1UzWGtpE2CDXDtEA1JzZ8tyQ3B7V2NSU1rjS5NpA1xrORtJK2IzZItc+0/DWdtT224LJANNE0tzWEtX01yrQkNEO1ZLbBNTU1vDKjNQI2dTaWtwq0NTY9tdA2kbSOtks3BLYNNTq0vDOmNS6187RlNUs3pbVWM8Q07bU2tVS2HTaotae1DbaZtr80pjWwtYe2v7YcNrk1nbUytuu1wLXTNuU1urXXNSk1WDUBNsI1a7dUtGI1iTbetLG1UDWKNjyxcLW7Npc1k7O5NI01i7UcN1s2GzazNRk2gLb4NFa2NDZ4tea1YTbLtbm1IbYptyU2ojQ9tgm3rDV0NQe1mzY0tN82erXJNLY1x7UQtum1grZbNaU1IjZ6NIK0vjUxtrs0oLQYtvs1vLOANaM0OrQZtpI2JTYCswO1jrRDtsU1yba2Ni41ujXZNYi2f7YqNlG3yTY8Nrw2PzUWtkI2BrdhNsC0MLYXNgg247UQNsS08jV5NuK1IbWItZ+1ELbFtMO1zLZQNpQ257VdtR024TWbtuc1XzevtZM1ZLQiNYM2kzWAtq61QLcINmq2GjY6NBu3grbetA82LrUPNe41vTWNth412rW1Nqk13jXLNX42FrfENg82kTUaNYy2AbR9Ncw0i7YLNjE0BLS3NQ02bDU="}}, {"__tensor__": {"shape": [2, 32, 16], "dtype": "bfloat16", "stride": [512, 16, 1], "requires_grad": false, "min": -0.279296875, "max": 2.609375, "values": "i75uvji8+DxkviQ/yr2NvIS+xz8Cvlu+tT72Pg4/mT+4PQe+27wMPzY/cD5vvlw/Hb7zP46+V72QvYu+gr7iPuc+jb7TPlA8C74Bvp8+yr1xvtg/tz+Gvla+RL7TPug9H76Mvo++db6Nvkk9sT6OvgY+Cj+bvJ0/Cz9rP4Y/Xz5wvpU+Nr6OvgxAl72Ovpw9F75Fvsc/0b3bPgI/rb17vhO8tz64vaI9rbwnQIe+4r1gPhu9i74HP5U+cr2ZPY6+2L2Mvhc/9z0YPti9aL5Mvo6+4T+GPoO+7j6ePo6+uz9CPqc/sD4fPPY+6D6KvlK+dD6Ivoy+4L1wvoE+4D+Mvj6+trx1vrq9gr4CP6c/xz7ZP0a+Fz6LvcE9hr50Pss9jb7PvWQ+qz8+vpM+Cj8evZQ/f769PIm+j75Hvqc/ED6mvYW+gz6NvgZAfr7wPpY+KD+sPn++i707Po6+0b0UP/w9Nj+Cvjm9TL6Cvuo9jr48vqs8uj9EPlg/HT89PZ8+5j15voy+Iz9hvhC8+T6Nvn++Tr6IP8I9ib4PP/29DkBGP4O+Eb6GvtO9RL4Tvu0/jz2Lvgc/qj8TP4m+Xb77PZ4+xL1WPz0/Sb6DvCg/Xz9Dvmq+h77+PjG+Xr65Psw+Fj8vPiy+WD+Dvi++m716PY8/l7z3PUk+zT4+PmG+pD5ivmi+hr6evRw/Aj8nvms+pj9Mvi6+yj8sP2S9i76XPS0/jr4dPrg8jL5RPn0+g76MvgRAjr4aPdk+Y76GP2Q9hz1evnS9Mj1Svv4+Tz8xPo2+wT8TP4S+r70kvmU/Kb3/vY6+nz49PzW+Lr4HPss7jb59vmG+6D9ZPzu+az+IPiM9mD5cvTs/jr59vti9tz+MvnE8hb7CP5Y+j773PtI9pb3YP4q8jz+CP4e+gb6gvRG+i76fPoy+lz4CPyQ+i74iP0e+CD4ivY6++z4DP568gb4/P7K9h70kPno/jr5cP3Q/1D+CP049dL2Hvnu+Ir4xvoG+h76Lvhs/Nz3VPso+Mj+OvnQ/z70nvoY9LT6OvhE/Bj+Pvlm+Jz5cP6o+uz6CP4e+e75Svo29f75dPyq+i77kPb8+ZT9vPz0/G74oPjS+LD9zvjA+qj4iP4K+3TwXQA4/er1Evoy+ZL4APoS+Fj9TvlY/jb6Kvgq+iL4TP8E95z51vr496j4FP2M/tT6KvuA+0z4WvuS9fL4tvYy+E0BWvtK8jr4nP5Q9SD9XPs8/TD7aPQRAjr6Ivo++tT6xPY++p718vk0+Ir7kPQQ+SL6LvdU9Sj+5Pds/TD+PPoy+jb7VPpc+gr6Pvqs+rL3+Po2+Gz+VP42+jL5mPoo+Jb42P1O+gb49P0++k72FP4++hr4Wvtm9Oj9bvlw/J741vuy9uL1APYO+2T73P5g/rr3VP46+jr4sPgQ/170EP129XT5YvkM/dT56vnC+TD9QvoS+az/EPma+Br4aQM0+jb6Ovl0+Oj+7PRO+ir7vvRo/Yr61Po2+ej5nP4G+qj9WPX093z6Ivok+bT2Mvrs+iT6xvSE9ir6wP+o+1T+Gvtg8Pz+BvrI+xb1wvpK9i76OvQc/S76FvrE/KT+pvYi+GD86Psc9Vr4EvkM/NryIPpG9AL4UPz0/qj5ZP2o+o733P3u+a74lvu08VL6Lvti9lT+oPyK+cr0nPrk+6z2OvtK9Dz6Avm2+XT6kP3K9jr43vn++bL6Lvtk9hj5YvrY/KT8Kvjc/i75hPbk/Kj7gPYK+Xz+/PoA/gr5IPom+BT+KuVk/F75zvnW+hj8fvhw+jL5kvlK+mz6IP12+uT5evt8/dr4WP4K+Pj4YPv0+mT3/OyU/jr7/OyG+i74wP0G+i76JPoe+5j8Svju9qz6hP14+jb7KvbI/hr4OP0O+zz53voM9jr5BvvU/z71pPbs+tT99voS+vLyrP0q7b76qP7U+g768vR2+3z5Bvma+LD7dvSc/xj++Po6+jr5zvqs+BT9gvoi+hr6QPaI/nz4rPVI/CkA/PxK9wT2Cvoy+YD3SPYW+cT6iPWC+jb4bPgY+Tr6Ovmi+LT95P3m+4z6Lvmq+bz5Ovh4/7D49P0A/gT5CPoC9wb3wPo2+DL3tPyI+gb6IvpY/Ij+LvoW+Rj5xPme+jjylvSc+Ub7zPyM/pD9nvmS+R77OvHK+zrvMPjE+6L2OvuY+mj9SP8u9oj62PyI/jr6Kvma+g77svR0+0j0KP40+GD2Ovg889z5xvoy+iD+rP1C+NL6Ivoi+Mj9IP0M/Bj9JPl69wD4tP489ET4KQAY9jb5Fvo6+gL6Ovo6+TL5RvoO+9j4WPxM+ij6Pvoq9wL1Mvhg/Fj8cvb+78D8CP08/jD42Pag9mz2PP0y+Kz/2Pou+V76Lvo2+7D6IPYu+oz1ZPeK9XD/Bun0/d77cvB2+BL6Jvo6+fz7vPzk/0T9uvpg+ND/wvTS+Iz7QPzu9hb6Cvp07QD+Mvn6+QL5MPwY/db6Ivpk/Oj/svQ4/BT1AP5U+jb6BPmy+eb6OvmS9KT/NPpI/wz/cvCa7jr75Poy+Oj+Ivoy+3LxMvri9jr5Mvtg/oT+OvoU/BL7fPeo9CD8SvQo/Ub5mvlW+i75lP+g5vr3iuzA90D90vrI/9j48vnq+0D17Po6+hr4Zvoi+hL01P0Q/ij6EvtI+hj6Cvvs+Fr4OPye+PD6UP2e+7jyLvoI/iT19P0C+YT1APe48Cj98vl2+C74pvs48zD8="}}, {"__tensor__": {"shape": [32, 32, 3], "dtype": "bfloat16", "stride": [96, 3, 1], "requires_grad": false, "min": -0.703125, "max": 0.6796875, "values": "mTwgvhU92b2FPpe9Wj4WPmo+6Dttvmk+g725PdY+Oz4HPJA+Pj7TPoM+ZT7APui98rwzPa++LD6MPle+Ir10vcA9ED5BvEA9dz1IPkw8+j2fuze+bDwrPYc9K7wlPXg+Jb5vvjS+oj2BvhQ+4jsCPj89LD7aPoA9cr4KPls+Ij28vam+fj0pvY8+cr0Fvus8L77lPQq+t74LPpm+ND7fvoO+gjzkvZO+Pj7gPoI+zz3zvbG9vT7XvVO9MD4Kvny+qj6evr49/r26vSm9d732PE++F74xPcY7ib4Gvma+Jj4Uv4S+XjqgPUk9yz1BvoC+pb09vvw97b2KPsG+G77rPa6+cT6vvgS+Cb7wPqe+Cj6evh0+ab4tvdc9Bj4dvpg9mr6YvG8+Mj5Lvj8+NL+JPIg+GzvePbY+Jb6NPrg+Lj5kvlC+0DwTPjS9BD80vre+FD4fvag9H77BPSi8FD7Hu8Q9/r28Pqy9Eb7/vZ29q76SPh29175ivSi+rj7MPsm9Hr7OPM8+az0RvjC9sT5wvHE+lz7Wvcq+Sr3DPGy+kzyTvIW8j74bvju+Rz5hPki+6ryrvdW+TT6pPuS+zj7rPeC9Ab5gPRo9cT6vvIA+1D5BPhI+HD8NPuO9zDv8vQg/OD6BvQ28fD5YOIu9gT6SPSS+ZL0bPcm+uzxnvlM9ZD5vPnu9Ir6VPK8+hr3fvX6+jDxzPoY+Wr6avXC+tj4mvsw9i74mvsG7SL6Dvik++j5ovq4+jT5FvTA+Qb6CvpK+bj4Rviy+Sb6TvT8+a70Avq89kD7xPRq8cD7RPC69mDzHPQs9bL55PrG+mj4MPtq9oT6DPqC+5DvCvZ6+ij7kPa0+lj1APoG+cD6GPqK+RD4sPpC9mT4DvqA+2L21vXu7Br3yvYo9nz4/PRI+kz0pPsE9r72Evrg+xT6WvZm9TD6jPWU9QD6CO4W+KL6IvrK+n7lTvhc+2D4rvfg9vb1nvYk+x71wPgM/uLwNPIa+cb4DPrw+Or6dvkM+Sz7gPYa+W7lYvqu+hj25O8O+xj2pPkw+2L44Pbu9Qj13vkE+ZT6lPo48jTxCvZA9RT5ZPoO9sr70ve89W7wEPom8Fb4fvpM8cb2jvbe9Vz5yvrI92ryivi4/rT4WPWu9g72OvXM9Ej2ovkw8dD5YvtG9OD7Gupq+Jz6MPSI9uz7bOwg+Eb6uPaQ9c75UPcg9ST0VPt+9DT7UvQ++tL4kPby+1bvqPSa+TTxNvoG9pz7AvX2+vD2muge+Ej0kPm697j1lPQU9wb4OPkW8Gb3BPYa8Er0sPhc7BL7WvoE8nj38PZY+ML5Fvhi+Ij3lvZ+9QD4qve683jdova29DD74vcu+6z3NPeI+rj5DPqe+d72evl4+mz4pvrU9L76DPT69lT3DPZS+aL6PPn++wL1ePgi/GL2qvVM+aL1LPg4+Db7rPc68kj41Pha+gr3KvZg+Kr5fviu+ej53PUS8CT7VvqI9IT6svQc+XbuWvk49LD7ivcM88TyvPeU8SD5RPrq9y75VvmE9Fj6wPqK9Kz6+voa9Cj53vSS/Lb5MvcK8Qb6wPXy91r0kvtm9A77nPjk+1D07vkG9TL0tvDM+VL4TPsU+nD6LPds7GL4YPa4+MT39PWW8Gb4IPiW/OL4Ova29UD7jPWs+xD2Hvgo+9b01vqI+jj3lvc8+az20PeW9+ryYvVO+NL7MPEa+Jr6lvAS+5D0dvlO9yb3wvje+bT5dPtq9gD2CvQS/Kj6gvfE9BT3iPQs+rD42vlo90D3svR+9q7ySvGk+hr5+PFM9s70ZvdY76j6DPfc9/b2zvpk+fb6PvNO9Yj5SvuC9mL7Gvi4+0b5fPjE9xL2huwA92b7XOyg93r5cvvg9Sb6HPoO9FD4EPic+5D3+vfK+KL5IPui9br4vvp8+EL/7Prs83jyLvSa91D6Cvd09gT6KvpC+Hj2kPeQ9ND4YvyQ+Er6vPao6YL0VPea9Qr5qPog+QLwlOwO8kr7lvGW+MD4TPvK+JTxTvk2+S71GvS++kL60PmQ+ST6kvcy8Fr6YPiy9Vj42vqi+Pj4Ovic+0L6CPkw+ub2GPPI+zT3vPZg9gj6iPjw+Cr6ave89Hj4xPgw+qb50vjE+JbvavQi+hT4HPRW+F76uPRY+LD5KPpC9eL2PvYi+G74mPmu+/L4ivqc+Lb64PWG+Gz4avhS8bj6DvhM9vT4HvKq9p76DPc69Y73jPSC+/zzPPdY9Mjw8vYq+vr6FvgY9ir31veY9nb2pPVC9gT3LvcO+szzcvSm9sr6pvho9Nr50PZc9Rb6Vvvc9ZL3FPqm9dT4xPS09IL4ePag9rTyfviQ+/zt9Pi4+gb4lPWA+kD03PoI8Kb4ivQK+9r0BvoG+eT24PTI+9Lw0PEu+Ij4Mvg0+T74CPyc/Cr6UvQw+VzxzPnE+Az47Ppw+pD5BvTa+dT5vvkK+gzymvSc+kT1ZPQ49Cr6AvmE8lz1cvno+hr5uPQa8TT2hPhK+ND6jPje+FL43vl+93Dw2PsO+NL01vnw9tT1VvqW+kT4gPBC+7z0Jvb+9Tr7SvWm+F76nvSK+NL40Pkk9nb6FPUo90z2vvAW9Ir5VvNc9Bb6LPjW+bT7APhK+RT5KPFM9WL5Lvtk+vL5APuQ9kDw7PjU+Z74KvrC+b76ZPi2+gj1uPL29D76ovr+9hD4Dvsi+zT2/vka+Oj3FvWm9srrZvVk+Bb4SPjY+17qePdG9jLzvvGE8Vj64PhM+Lj1CvQw9fz5CPam+O77TPRe+4jxIPoI9Bz6TPsW9kr4Gvh6+A75DvR4+mrsoPnq+sz2yvCm+qT4evSM90b3evF4+Oz0QPsS+eL7RvS87tz3rvc4+ID4Gvk2+pb1bPYu8gL74vam94z5XvRw9uz0dvUq9Hr5Qvjc+U77ePQ6+pz5HPpU+/Lw0PcM7hz50PZg9MT6ZPqy+tbrdvVM+rj6xPEc+0L6iPRC8hT5HPIS+E75Cvlq+qDzAvgs+9L0rvr89y7tEPaG8pL0UPQe+Fr69Ox4+Rj79PYy+HL4QPfc9xL4+PhM+AzyuvIy90D23vbM+JL45vvE98j39viW+pL6GvW0+Yzs7Pvy9fDx+vpu+TT0Ivgm+Ur5OPIU+ez3mPTS+SD6mvsy+kb6+vbG9nL1wvFA9Kb6+Pa8+kT5+Pg+/Q761Ph6+gL6dPh6+Wrukvm48Q74Lvoy+JrwWvSW9Jj6Lvu49Mr5KvFE+Or4dPQu9qD5Kvp89kT4ePvY9L77zvYq+cr1nvmw9C746Pgi+pj2kPh4+hD7IPeW9Db8eviG+Xj6RuQE+BzwPvvA94rzZPXg96TtSPTU+pj6yPM+9o76fvhy+sr15Pms+B7/ruta9CD5JPlu+Q72/vqq+OT5+PQW+xr4uPvs9pb3/vsq9zzwlPce+9jvjPCY9ej5xvQW+mz43vSw+Bj5bvTA+9jymPdK+TD0yvRQ+nj6cPvm9gr7uO4s+7D2oPsW+jb5EPiw9sbzbPsq9hz4Dv3y99T1TPru9VT4qPn8+rD6tvXs+sL1nvvs8I74KPh0+ljkcvi09wT2EPbq+wL4iPsK+ur5SPjs+9T3EvYG+nr2Rvs8+pL3xvYq9UL58PZo+OD4ivdK+iby6Pfk8mz7wvB26gz0bPlc9Kr6Lvdq8AD4Ovnu9jr4FPWo+PD2FPhk+hj6OvoM+sj1nPpG+SL3cve890jsuPgU+yruVPi2+qz6WPbq+/T3Tvuu9oD6sPrK9sL3hPQ8+4b0JPuq8gr1Fvqm+nLr6vJo9db6MvdM8rr5dvuy9jL38vV+9UL33vbs9870aPle9hj3cveO+jj5ePu08wL4Lvi0+BT5lvSY+jL6NPmy9NL6ivgM+ej5rvfG6HD0Tvjq+C7/evA09qT2yvTw+8T4OvpE+o725Pgk+Bj/vvWq+7D0vvqq+OD27vNA+0D2jPds7Rj7JPls9iz7VPBq+5z3fPdy8KT4EPtW9Lr6BvuK8PTwGvy2+D7/mvLo+yb0nPh8+dD2Dvoe9Yj2ovtM+Ob7WPQQ+7zzMvfM9AD5dviu/RD6pPsU+j72uPJg9jDy1vpI+Nz7GvaE+772VPZi+hr4rvba+Cz6qvj89Or4xPfM9Mz6bPiw+ir4yvru+or09vt49ZD69PCc9u70Mvnm+3byNvp++ab0evd69Uz26vTm+Yr5IPgM/kr72PKC9dj1NPTq+pb0IPbA+rD28Pjy+iT4Avi29Pb6PvKU+Zr7nvRa8yr6wvME9PL1EPK68rL0fvPO9Sj5FO1m+HLwhvnY95r6Ovt29X71Rvs+9Ij5HPO66xTzbPUc+kr6lu6M9z74dPQE+gL6GPSk+rz7nvmY+rL6rvAQ+Or5Gvqq9Lb1iPSA+jb24PYi8TD2XvOY8GL5jvBm+8z0XvcC7eL6rvj2+hj0aP5O9+z0Yvl6+Erx7vk8+v7ycPha93D4hPWa+Cz3PvvA+rDwkPj0+PL7kPfA90zwYvh69kb2qPW49qjh9viW+bL5fvp49Kj2IvrK7tj7aPgm+jL7wPay8CD11Paq9ljxaPvC9eroxPiy9Mr34vQ0+sr0HPs29ZT1Bvic9oL1kvSi9SD5Rvvk9BL5vvlS+Fz4JvsI8mj6VPYC+x76xPZ4+i713PoY+Lj5gvp89Ur5TPoG+Ub4cv5k9W70OPhA9Rzx6PjA+sL7LvMO+sL38PYW96j7Qvcc9wb6EPrI+rz2YvpQ9jT1vvdi9Tz2GvtO9kb2fvis+tz2pPm2+Ib2wPtC+4b2rPIO8sr1OPFO+DD4DPUk+wj1BPYa+B75GPlM+sz7LPpw+CD+pPJe+37zTvhO9Ij6JPrU8lbzjvXM9BDsTvro+BD56PSK+lrzwvJ+9lj04PcG6Tj4KvtU+kD1sPrE92b3RO9E8qL1/vrm9pr6Gvro92b0zvj0+9b3RvTc+dz0zvvE+vrxqvsm9uT31Psw9pj2xvQe9rjuOPmO+4T20vaW+rz4UPm08nr5uPO++9byOvbw+Uz6svE6+lr7sPY8+qr47PqG9pD6KvaO84j2YPiE9/D3LPnE+e708vva9yT6gPR89mj7LPWQ9Mb4ovqM9ej4Qvpe8kb4XPpa9+73DvWQ9DDyxPpo9AT7UvM+9tT2lvkI+Mrwlvjc+jr4vvuA9rDxNvSc9BL3fvaQ+uD6xPWS9b76JPrk9kr3XPXg+DT4cPcI+wD37vUI9kj0mPbU9Fr61Pdg9TT2evoo9e70mPj49j74ePi+8Tr4QviU+M75zPJE91T7ZPaw+Gb7WPTy+qr17viy9ZL2IvtU+PD6lPpy+Yb6jPtM8tbx8vTS88T3oPdm9wD6lvRc+Kz7APBG+gj0nPrY9Bb6GPoY+pb2Yve88Hr6SPjk9gD4Hvq093b1qPeE93T3RvDW73z6Cvdu9Ub4oPba+ib7zvVM9kj7fPaI+iD2hPpG9hj4wPkk9dT5MPYC+ur5hPt69e70KPQs/cj1FPpG9TT1nvmU96T35vqc+Fj42vji95b4GvmG9mL0SvjQ95L2qPso9kr47PgO9lT7SvIa9djxzPkm+A75LPjm9Kj4BviG9GT5dvrq+4z0Vvgs+Wj3lPdQ9sj7qPqy9ij20viS+7j1zPqa+472xvg6+DT3RPVq+tr62Prk8WTpgvv+9PT5Luzy9PT1gPaE+hT5CPjq+pD1dPV++jr4Gv9G8nrwGvbm+ej6EPoe+0L78vXs9H76PvTS9OjxzveO9iz3Wva0+nL0LPc4+PDyvPtW98DxmvsI9GD6FPgw+ir2iPoy9D7xoviG+Ub6cPL883j7cvX8+uD2DPsO9BD5Pvi0+iz0Avc88Mj6iPds+9T1lPhg+ob3WvRC/1LwePga+fz47veu9Mj4Svtw+Dr0zvvy9mL2Svjy7Sj4vvok+vL5CPqC+xj2lPB2+yr3HPSe9nr3PPYe+pj6cvRG+Db4EvsS9uT4cv2W+1r2YOzi+Y7zvPVQ+Wb44vhq+m74PPic9PD5YPoQ+oTwRvtw9xDxdPc08Xj5XPoa+S75FvjA7mj3gvXw+mD1SPPC9tj5lPcY9jj05Pv890T1fPvk9R75nvnG95r68Po29Uz4+vQE+Nz7PvaE9rz7mPeG9OT1aPpE927ykPV68ID6EPJM8vr2VPYo+dL3ivA09BD6ZvXa+DT5hPqs+TT6YPZ8+OL2Xvug+ujpAvqq+ZD4IPZM9gj4oPmg+Hj4Yvvy9Kj+NPhA+gb0UvSW+0T6FPi4+FT+SPj49zD0sPP09urz+PVC+5T5bvha9tbp8PiY9Db5cPrq977zKuw6+rTywPIw+tr6EvrO9DL6XvIS+gz7KPfw70j5rPqG9Fr4Vvoe95r2JPuE8UL6sPZ2+ID0Vvt09VL74PoO8FbwoPjq+Eb5rvjM+Tr5bPt++QT4AvpI+lLuePTK+YT6QPsW9Nj7KO2K+m72Zvqw9e7v5PfG9Ez4Ovow9vj2ZvoM9rL7Dvgu/xz3wPhG9ej4yvqO+Nj4eOwU+Lj43Pe09J74BPmA9271WPl29IL+evVe7pbzjPb+8JL7VPWu+yDyDPhS+8r2JvJe9hT5SPS29ZL4KPkC9hL3jO849i75vvoW+pL0tvhw+KL4rvZI+lT4kvS0+TL04vkg+R76oPrI9GzsQPTY+iz1tvew+1T4SvrC9z776u4k92LxSvh8+er38OKq9cr0EP4C9X74PvwE+YLpkvd8+8b24PmY+jD58PB49yz7yPYa+Qz6Ivhc9zzxXPpQ9nD11O3I+aj4+Pm++Cr/BPAq+uz1KPjw+yD7BPdY9Ez60vds9n73BPi4+vT3gPfE92L0AvYi8HT7Tvgo+rb5LvaC+OT48Pu88CL5XPYs9JD/DPky+JD2SviO+hz4hvbo95b0pPhS+9j6svj0+Z72cPZs9kL42vQ8+Pb6jPou+1b0gPcS9I76DPj88K763vTq++z18PmA+Ir5UPuo6TT4NPGK9qT4pvn6+g75wvaa+BD5PPiS+nL0jvgM/mz5quo28Cb4Zvak+ZD5nPvq+jr1mPiS/DzxgvlC+kbylvSu8Kb4NPwk+J74wPjA+mj5PvoU+vL2QvMo9573BPc0+Ar5KPvo9nL5DvqQ+5j2Kva6+ur2hPok+BL6DPtg8zT6JPcU+db30PTK+Hj1tPkC+ibwkPbo8Mb4jvh8+FL1kPku9jz2XvpO9Tb3lPA4+uT6PPnM+jr3MPU6+i71rvmw+E75Svqu9Lr55O4g99bzNPai9Ib7IPfQ9mD4qvRO93D06vTa9LD6TvjK7p7v0vUu+Tz4LPpK9d70qPtU9Mr4iPs6+2T2ovtO8bT5xvu0+c75nPRs8Br8kPnu9PT6fPsI+m75TPDy+Xj5PPky+Oz6CPoi+Ij5zPl0+Ebx0PCM+5D0XvxQ+VT6hOk8+Hb55PgI/uD2tvq27kz3hvvC+sLwqvrg9ej6fvSE+jj1NPbo9j77+vbc8AL7NPas+hj6bvu49ZL7NOyw+vL2tPOs84z2kPZ2+kb1lvam9xT2zvIS+U755Pfa8xL1/Pa2+uz0KPh29cj4MvWQ9pz2RPtu9q725Pvs+lz1PPv+8lj3dPpI9Nj5AOhm+Pj31Pb8+FD1Mva46Mrw+vlA+6TzhPaa7sbw7Pn+9h769vne+Jr52vpe9az4lPqS9lL5GvsC+mD2Pvtg92T5yvpo+PL1dvuo+gr4vvTO+zr5evtO9Bz/ZPOK96rxcvj++Jz6MOx2+DL7bPgy8VD4UvYC+nj7SPSY+rr2Bvha+G759vr2+3b1mPZc+vL01PkM+Rb5gPgi+9L12vqw+gT0uPrE+BzxUPjU9V75evSW+cj1Ivju+ib2GvoK+bT40PRu+1r4xPsK9Lz2qvdQ8hr1Vvi4+ED6CvZm+4bymPr69jL6lPKa+Dr4uPcK9or5YvQO/IL69PjK+Jb7/PWC9nT6aPtS+HT6vvcQ9HzssPdW+8TuBPjG+eLxEvXu9u7xOO0m+GT5pvic+v73qPFY+p7wrvQa+Tr2nvlS+LT5evq2+uD6zPRi9FL54PnI9Kr1Nvmg+pL5evSu9aT2NPYW9Eb16voE+XL0Uvqs9eT7mPXC+MT6xvho+vT1OPcc+OzuKvvc+LT4TPrc9Kr6vvNg95r2ePo8+Gj2DvUG++D0vvSw+hD7cvWU98L0tvoq+JT6gvpa+qb3rPLm9nz6dvW++OL5Uu02+6rtDvVG9XT0LPo8+sb1ovVa9Vj23PRK+1T1Kvgi9"}}, {"__list__": [32]}, {"__list__": [1]}, {"__list__": [1]}, {"__list__": [1]}, false, {"__list__": [0]}, 1, {"__list__": [true, true, true]}]')
KWARGS = json.loads('{}')


def decode(v, device, gen):
    if isinstance(v, dict):
        if "__tensor__" in v:
            t = v["__tensor__"]
            dtype = getattr(torch, t["dtype"])
            if "values" in t:
                raw = bytearray(base64.b64decode(t["values"]))
                if raw:
                    x = torch.frombuffer(raw, dtype=torch.uint8).view(dtype).reshape(t["shape"])
                else:
                    x = torch.empty(t["shape"], dtype=dtype)
            elif dtype.is_floating_point:
                lo, hi = t.get("min", -1.0), t.get("max", 1.0)
                x = (torch.rand(t["shape"], generator=gen, dtype=torch.float64) * (hi - lo) + lo).to(dtype)
            elif dtype == torch.bool:
                x = torch.rand(t["shape"], generator=gen) > 0.5
            else:
                lo, hi = int(t.get("min", 0)), int(t.get("max", 1))
                x = torch.randint(lo, hi + 1, t["shape"], generator=gen).to(dtype)
            if t.get("stride") and list(x.stride()) != t["stride"] and x.numel():
                x = torch.empty_strided(t["shape"], t["stride"], dtype=dtype).copy_(x)
            return x.requires_grad_(t.get("requires_grad", False) and dtype.is_floating_point)
        if "__device__" in v:
            return torch.device(device)
        if "__dtype__" in v:
            return getattr(torch, v["__dtype__"])
        if "__torch__" in v:
            return getattr(torch, v["__torch__"])
        if "__float__" in v:
            return float(v["__float__"])
        if "__list__" in v:
            return [decode(x, device, gen) for x in v["__list__"]]
        if "__tuple__" in v:
            return tuple(decode(x, device, gen) for x in v["__tuple__"])
        if "__dict__" in v:
            return {k: decode(x, device, gen) for k, x in v["__dict__"].items()}
        raise SystemExit(f"cannot rebuild argument {v}")
    return v


def inputs(device="cpu"):
    gen = torch.Generator().manual_seed(0)
    return decode({"__list__": ARGS}, device, gen), decode({"__dict__": KWARGS}, device, gen)


def tensors(out):
    if isinstance(out, torch.Tensor):
        return [out]
    if isinstance(out, (list, tuple)):
        return [t for o in out for t in tensors(o)]
    return []


def with_backward(func):
    """The op, then its backward: its outputs and the gradient of their sum for each input that takes one."""
    def step(*args, **kwargs):
        out = tensors(func(*args, **kwargs))
        outs = [t for t in out if t.requires_grad]
        leaves = [t for t in tensors(list(args) + list(kwargs.values())) if t.requires_grad]
        if not outs or not leaves:
            return out
        grads = torch.autograd.grad(outs, leaves, [torch.ones_like(o) for o in outs], allow_unused=True)
        return out + [g for g in grads if g is not None]
    return step


def close(dev, ref, ref64):
    if dev.shape != ref.shape or dev.dtype != ref.dtype:
        return False, f"shape/dtype {tuple(dev.shape)} {dev.dtype} vs {tuple(ref.shape)} {ref.dtype}"
    if not ref.is_floating_point():
        return bool(torch.equal(dev, ref)), "exact comparison"
    d, r = dev.double(), ref.double()
    diff = float((d - r).abs().nan_to_num(0).max()) if d.numel() else 0.0
    # The slack is relative to the output's own scale, as in hfcompat's comparator: an absolute
    # tolerance passes any error in small values (a gradient of 1e-5 off by 10x).
    scale = float(r.abs().nan_to_num(0).max()) if r.numel() else 0.0
    if torch.allclose(d, r, rtol=TOL, atol=TOL * scale, equal_nan=True):
        return True, f"max|diff| {diff:.3g}"
    rmse = lambda a, b: math.sqrt(float(((a - b.double()) ** 2).mean()))
    ok = rmse(d, ref64) <= (3.0 if d.numel() < 1000 else 2.0) * rmse(r, ref64) + TOL * scale / 10
    return ok, f"max|diff| {diff:.3g}, rmse vs float64 {rmse(d, ref64):.3g} (CPU {rmse(r, ref64):.3g})"


def main():
    from hfcompat_backend import get_backend

    func = getattr(getattr(getattr(torch.ops, OP.split("::")[0]), OP.split("::")[1]), OVERLOAD)
    if BACKWARD:
        func = with_backward(func)
    args, kwargs = inputs()
    cpu_args, cpu_kwargs = inputs()
    backend = None
    if BACKWARD:  # autograd sizes its per-device queues at the process's first backward: the device comes first
        backend = get_backend(BACKEND)()
        backend.setup(MODE)
    try:
        ref = tensors(func(*cpu_args, **cpu_kwargs))
        cpu_error = None
    except Exception as exc:  # e.g. a dtype the model only uses off-CPU (MoE histc on int32)
        ref, cpu_error = None, f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"
        print(f"{OP} on CPU: error too: {cpu_error}")
    if backend is None:
        backend = get_backend(BACKEND)()
        backend.setup(MODE)
    try:
        dev = tensors(backend.run_op(func, args, kwargs))
    except Exception as exc:  # the device refused or failed the op
        first = str(exc).splitlines()[0] if str(exc) else ""
        print(f"{OP} on {BACKEND}: device error: {type(exc).__name__}: {first}")
        print("REPRODUCED")
        return 1
    if ref is None:
        print("not reproduced: the device runs the op; only the CPU fails")
        return 0
    a64, k64 = inputs()
    to64 = lambda x: x.double() if isinstance(x, torch.Tensor) and x.is_floating_point() else x
    try:
        ref64 = tensors(func(*[to64(a) for a in a64], **{k: to64(v) for k, v in k64.items()}))
    except Exception:
        ref64 = ref
    bad = False
    for i, (d, r, r64) in enumerate(zip(dev, ref, ref64)):
        ok, how = close(d.cpu(), r, r64.double() if r64.is_floating_point() else r64)
        print(f"output {i}: {'ok' if ok else 'MISMATCH'} ({how})")
        bad = bad or not ok
    if len(dev) != len(ref):
        print(f"output count differs: device {len(dev)}, CPU {len(ref)}")
        bad = True
    print("REPRODUCED" if bad else "not reproduced: the device matches the CPU on this op")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
